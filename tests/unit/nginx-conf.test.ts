/**
 * docs/nginx.conf is the server configuration the project ships (DECISIONS "Paths"). Its redirect map must list the
 * same old spellings as routes.yaml (from which dist/_redirects is generated), and none may redirect a page to
 * itself. tests/e2e/nginx.spec.ts runs the configuration on a real nginx where one is installed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../support/routes';

const conf = readFileSync(resolve('docs/nginx.conf'), 'utf8');
const MAP_LINE = /^\s*"~\^(.+?)\/\?\$"\s+(\S+);$/gm;
const unescapeRegex = (source: string) => source.replace(/\\(.)/g, '$1');

/** [alias, target] pairs of the `map $uri $ematix_canonical` block. */
const mapped = [...conf.matchAll(MAP_LINE)].map((m) => [unescapeRegex(m[1]), m[2]] as const);
const expected = routes.flatMap((route) => (route.aliases ?? []).map((alias) => [alias, route.id] as const));

describe('docs/nginx.conf', () => {
  it('redirects exactly the old spellings listed in routes.yaml, each to its canonical path', () => {
    expect(mapped.length).toBeGreaterThan(0);
    expect([...mapped].sort()).toEqual([...expected].sort());
  });

  it('never redirects a canonical path (the map is case-sensitive)', () => {
    for (const route of routes) {
      const loops = [...conf.matchAll(MAP_LINE)].filter((m) => new RegExp(`^${m[1]}/?$`).test(route.id));
      expect(loops.map((m) => m[0].trim()), route.id).toEqual([]);
    }
  });
});
