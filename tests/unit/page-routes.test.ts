/**
 * The content check knows the site's paths from the pages collection plus a declared table (ENDPOINTS, ROUTES in
 * src/content-model/check/index.ts): every page file of src/pages must be one of them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ENDPOINTS, ROUTES } from '../../src/content-model/check';
import { entries } from '../support/content';

const pageFiles = readdirSync(join(process.cwd(), 'src/pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(astro|md|ts|js)$/.test(file))
  .map((file) => `/${file.replace(/\.(astro|md|ts|js)$/, '').replace(/(^|\/)index$/, '')}`);

it('every page file without a parameter is a page of src/content/pages or an endpoint', async () => {
  const ids = (await entries('pages')).map((page) => page.id);
  for (const path of pageFiles.filter((file) => !file.includes('[')))
    expect([...ids, ...ENDPOINTS], path).toContain(path === '/' ? '/' : path.replace(/\/$/, ''));
});

it('every declared dynamic route has its page file', () => {
  for (const { prefix } of ROUTES)
    expect(
      pageFiles.some((file) => file.startsWith(`${prefix}[`)),
      prefix,
    ).toBe(true);
});
