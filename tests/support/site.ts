/** The built site the end-to-end suite runs against, and the pages (src/content/pages) it was built from. */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_PATH } from '../../src/integrations/admin-policy.mjs';
import { entries, entry } from './content';
import { listFiles, listPages, reader } from './page-checks';

export const dist = resolve('dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  throw new Error('No build in dist/: run `npm run build` before the end-to-end tests (npm test does it for you).');
}

export const files = new Set(listFiles(dist));
/**
 * The pages of the site. The web editor (/admin, a copy of Sveltia CMS served for editors) is left out on purpose:
 * it is not a page of the site, it is marked noindex and kept out of the sitemap, and it cannot pass the site's
 * checks (its 2 MB script is far over the JavaScript budget and it builds its whole page with script, so axe and the
 * Nu checker see an empty shell). tests/e2e/admin.spec.ts tests it instead.
 */
export const pages = listPages(dist).filter(
  (page) => page.url !== ADMIN_PATH && !page.url.startsWith(`${ADMIN_PATH}/`),
);
export const read = reader(dist);

export { routes, type RouteEntry } from './routes';

/** src/content/site/settings.yaml's one entry, as the build reads it. */
export const settings = (await entry('settings', 'site')).data as {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  tagline: string;
  recognition: string;
  hours: string[];
  copyrightSince: number;
  address: { locality: string; region: string };
  formEndpoint: string;
};

/** The header and footer menus (src/content/site/navigation.yaml), as the build reads them. */
export const navigation = Object.fromEntries(
  (await entries('navigation')).filter((e) => e.id === 'header' || e.id === 'footer').map((e) => [e.id, e.data]),
) as Record<
  'header' | 'footer',
  { items: { label: string; href: string; mobileLabel?: string; desktop?: boolean; mobile?: boolean }[] }
>;

/**
 * The day the build in dist/ was made for (SITE_TODAY, or the day it was built): written by the webinar list
 * (`data-site-today`). The visit's day is Playwright's clock, set by each test that depends on it.
 */
export const builtFor: string = (() => {
  const html = readFileSync(resolve(dist, 'ematixprime/initiative/upcomingwebinar/index.html'), 'utf8');
  const day = /data-site-today="(\d{4}-\d\d-\d\d)"/.exec(html)?.[1];
  if (!day) throw new Error('dist/ematixprime/initiative/upcomingwebinar/index.html has no data-site-today: rebuild');
  return day;
})();

/** Noon in India on `day` ("YYYY-MM-DD"), `offset` days later: for `page.clock.setFixedTime`. */
export function noonInIndia(day: string, offset = 0): Date {
  return new Date(new Date(`${day}T12:00:00+05:30`).getTime() + offset * 86_400_000);
}
