// @ts-check
/**
 * The go-live check: a build for a real address (SITE_URL set to anything but the example domain or a local address)
 * stops with a list of the site settings that still hold placeholders, so the site never goes live with a form
 * endpoint that cannot send or contact details that reach nobody. Placeholders are what settings.yaml ships with:
 * addresses on the reserved example domains (example.com, example.net, example.org, *.example, *.test, *.invalid),
 * profile names containing "example" (e.g. linkedin.com/company/ematix-example), and the 90000 phone numbers. It also
 * checks the Git repository the web editor (/admin) saves to: public/admin/config.yml, generated from `CMS_BACKEND` in
 * scripts/content-check/cms.ts, ships with the placeholder "ematix-example/ematix-website".
 *
 * For a staging build that knowingly keeps them: ALLOW_PLACEHOLDERS=1 turns the stop into a warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/** Hosts that are not a real public address: reserved example domains and this machine. */
const NOT_REAL_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|local)$|^127\.|^\[?::1\]?$|^0\.0\.0\.0$/i;

/** True when the build is for a real public address (the check applies). @param {string | undefined} siteUrl */
export function isRealAddress(siteUrl) {
  if (!siteUrl) return false;
  try {
    return !NOT_REAL_HOST.test(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** @param {string} value */
function placeholderReason(value) {
  const text = value.trim();
  const url = /^https?:\/\//i.test(text) ? new URL(text) : undefined;
  const email = !url && /^[^\s@]+@([^\s@]+)$/.exec(text);
  const host = url?.hostname ?? (email ? email[1] : undefined);
  if (host && NOT_REAL_HOST.test(host)) return `${email ? 'an e-mail address' : 'an address'} on the placeholder domain ${host}`;
  if (url && /(^|[^a-z])example([^a-z]|$)/i.test(url.pathname + url.search)) return 'a placeholder profile or page ("example" in the address)';
  if (/^[+\d][\d\s()-]{6,}$/.test(text) && text.replace(/\D/g, '').includes('90000')) return 'the placeholder 90000 number';
  return undefined;
}

/**
 * Every setting that still holds a placeholder, as "path: value (why)", e.g. `email: hello@ematix.example.com (...)`.
 * Walks every field, so settings added later are checked too.
 * @param {unknown} settings
 * @returns {string[]}
 */
export function placeholderSettings(settings, path = '') {
  if (typeof settings === 'string') {
    const reason = placeholderReason(settings);
    return reason ? [`${path}: ${settings} (${reason})`] : [];
  }
  if (Array.isArray(settings)) return settings.flatMap((item, i) => placeholderSettings(item, `${path}[${i}]`));
  if (settings && typeof settings === 'object') {
    return Object.entries(settings).flatMap(([key, value]) => placeholderSettings(value, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * The web editor's repository ("owner/name") while it is still the placeholder, as a line of the go-live message.
 * @param {unknown} repo
 * @returns {string[]}
 */
export function placeholderCmsRepo(repo) {
  if (typeof repo !== 'string' || !/(^|[^a-z])example([^a-z]|$)/i.test(repo)) return [];
  return [
    `web editor repository (public/admin/config.yml backend.repo): ${repo} (a placeholder: set CMS_BACKEND.repo in scripts/content-check/cms.ts to the real "owner/name", then run npm run content:generate)`,
  ];
}

/**
 * The check itself: undefined when the build may go on, otherwise the message that stops it.
 * @param {{ siteUrl: string | undefined, settings: unknown, cmsRepo?: unknown }} input
 */
export function goLiveProblems({ siteUrl, settings, cmsRepo }) {
  if (!isRealAddress(siteUrl)) return undefined;
  const found = [...placeholderSettings(settings), ...placeholderCmsRepo(cmsRepo)];
  if (found.length === 0) return undefined;
  return `This build is for ${siteUrl}, but src/content/site/settings.yaml (or the web editor's settings) still holds placeholders. Set the real values (README, "Before going live"):
${found.map((line) => `  - ${line}`).join('\n')}
(For a staging build that keeps them on purpose: ALLOW_PLACEHOLDERS=1.)`;
}

/** @returns {import('astro').AstroIntegration} */
export default function goLive() {
  return {
    name: 'ematix:go-live',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const settings = parse(readFileSync(resolve('src/content/site/settings.yaml'), 'utf8')).site;
        const cmsConfig = resolve('public/admin/config.yml');
        const cmsRepo = existsSync(cmsConfig) ? parse(readFileSync(cmsConfig, 'utf8'))?.backend?.repo : undefined;
        const problems = goLiveProblems({ siteUrl: process.env.SITE_URL, settings, cmsRepo });
        if (!problems) return;
        if (process.env.ALLOW_PLACEHOLDERS === '1') logger.warn(problems);
        else throw new Error(problems);
      },
    },
  };
}
