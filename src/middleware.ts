/**
 * Runs on every page as it is rendered (at build time for this static site, and in `astro dev`):
 * - before: loads what components show on every page (settings, menus, the page's registry entry) into
 *   `Astro.locals.site` (`siteData`, src/lib/site.ts), so components render what they are given and load nothing;
 * - after: keeps the community's name on one line by wrapping it in a nowrap span in the page's text
 *   (src/lib/names.ts says why it is done here, once, rather than in each component).
 */
import { defineMiddleware } from 'astro:middleware';
import { keepNamesWhole } from '~/lib/names';
import { siteData } from '~/lib/site';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.site = await siteData(context.url.pathname);
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(keepNamesWhole(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
