/**
 * The serving rules (src/integrations/serving.mjs) are the one source of deploy/nginx.conf, dist/_headers and
 * dist/_redirects. Here: the committed nginx config is what the module generates; the nginx config and the host files,
 * each read back with its own small parser, say the same thing (redirects, headers per path); the redirects are the
 * aliases of the page files; and the CSP logic hashes exactly what a page runs inline. tests/e2e/nginx.spec.ts runs the
 * nginx config on a real nginx; the build's own _headers and _redirects are compared there too.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addPagePolicy,
  pagePath,
  policyFor,
  readServingSources,
  renderHeaders,
  renderNginxConf,
  renderRedirects,
  servingRules,
} from '../../src/integrations/serving.mjs';
import { routes } from '../support/routes';
import { headersFor } from '../support/serving';
import { ADMIN_CSP } from '../../src/integrations/admin-policy.mjs';

const sources = readServingSources();
const rules = servingRules(sources);
const conf = readFileSync(resolve('deploy/nginx.conf'), 'utf8');
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy addPagePolicy puts into a page's meta tag. */
const metaPolicy = (html: string, csp: Record<string, string[]>) =>
  /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(addPagePolicy(html, csp))?.[1];
/** A policy as directive → its sources, sorted (their order means nothing). */
const directives = (policy = '') =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).sort()]));

/** nginx: the redirect map as [old spelling, target] and the add_header lines per context ("server" or a location). */
function readNginx(text: string) {
  const redirects = [...text.matchAll(/^\s*"~\^(.+?)\/\?\$"\s+(\S+);$/gm)].map(
    (m) => [m[1].replace(/\\(.)/g, '$1'), m[2]] as const,
  );
  const contexts: Record<string, Record<string, string>> = {};
  let context = '';
  for (const line of text.split('\n')) {
    const location = /^\s*location\s+(?:=\s+)?(\S+)\s*\{/.exec(line);
    if (/^server\s*\{/.test(line)) context = 'server';
    else if (location) context = location[1];
    else if (/^ {4}\}/.test(line)) context = 'server';
    const header = /^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;$/.exec(line);
    if (header) (contexts[context] ??= {})[header[1]] = header[2];
  }
  return { redirects, contexts };
}

/** _headers: path pattern → headers, with Cloudflare's "! Name" detach lines listed apart. */
function readHeadersFile(text: string) {
  const out: Record<string, { headers: Record<string, string>; detached: string[] }> = {};
  let current = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) out[(current = line.trim())] = { headers: {}, detached: [] };
    else if (/^\s+!\s/.test(line)) out[current].detached.push(line.trim().slice(2));
    else if (/^\s+\S+:/.test(line)) {
      const [name, ...value] = line.trim().split(':');
      out[current].headers[name] = value.join(':').trim();
    }
  }
  return out;
}

describe('deploy/nginx.conf', () => {
  it('is what src/integrations/serving.mjs generates (run `npm run nginx-conf` after changing the rules)', () => {
    expect(conf).toBe(renderNginxConf(rules));
  });

  it('redirects exactly the old spellings of a page file, each to its canonical path', () => {
    const expected = routes.flatMap((route) => (route.aliases ?? []).map((alias) => [alias, route.id] as const));
    expect(expected.length).toBeGreaterThan(0);
    expect([...readNginx(conf).redirects].sort()).toEqual([...expected].sort());
  });

  it('never redirects a canonical path (the map is case-sensitive)', () => {
    for (const route of routes) {
      const loops = readNginx(conf).redirects.filter(([from]) => from === route.id);
      expect(loops, route.id).toEqual([]);
    }
  });
});

describe('nginx, _headers and _redirects agree', () => {
  const nginx = readNginx(renderNginxConf(rules));
  const hostFile = readHeadersFile(renderHeaders(rules));
  const redirectLines = renderRedirects(rules)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '));

  it('_redirects sends every old spelling, with and without a trailing slash, where nginx does', () => {
    const fromFile = redirectLines.map(([from, to, status]) => [decodeURI(from).replace(/(?<=.)\/$/, ''), to, status]);
    const fromNginx = nginx.redirects.flatMap(([from, to]) => [
      [from, to, '301'],
      [from, to, '301'],
    ]);
    expect(fromFile.sort()).toEqual(fromNginx.sort());
  });

  it('every path gets the same headers from nginx and from _headers (apart from what the hosts send by default)', () => {
    for (const rule of rules.headers) {
      const fromNginx = rule.path === '/' ? nginx.contexts.server : nginx.contexts[rule.path];
      const pattern = rule.path.endsWith('/') ? `${rule.path}*` : rule.path;
      // What a request under this path gets from _headers: every matching rule in order, later ones overriding.
      const patterns = Object.keys(hostFile).filter((p) => rule.path.startsWith(p.replace(/\*$/, '')));
      const fromFile = Object.assign({}, ...patterns.map((p) => hostFile[p].headers));
      const hostDefaults = rules.headers.flatMap((r) => r.hostDefault ?? []);
      const expected = headersFor(rules, rule.path);
      expect(fromNginx, `nginx ${rule.path}`).toEqual(expected);
      for (const name of Object.keys(expected)) {
        if (hostDefaults.includes(name) && !(name in rule.headers && rule.path !== '/')) continue;
        expect(fromFile[name], `_headers ${pattern} ${name}`).toBe(expected[name]);
      }
      expect(hostFile[pattern], pattern).toBeDefined();
    }
  });

  it('send each file type the rules name (a calendar file as text/calendar) from nginx and from _headers', () => {
    expect(rules.types.map((t) => t.extension)).toContain('.ics');
    const text = renderNginxConf(rules);
    for (const { extension, type } of rules.types) {
      const location = new RegExp(`location ~ \\\\${extension}\\$ \\{\\s*types \\{ \\}\\s*default_type "([^"]+)";`);
      expect(location.exec(text)?.[1], `nginx ${extension}`).toBe(type);
      expect(hostFile[`/*${extension}`]?.headers['Content-Type'], `_headers ${extension}`).toBe(type);
    }
  });

  it('sends the security headers, the CSP and the caching rules the site needs', () => {
    const page = headersFor(rules, '/contact');
    const asset = headersFor(rules, '/_astro/page.js');
    for (const headers of [page, asset]) {
      for (const name of [
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'Content-Security-Policy',
      ]) {
        expect(headers[name], name).toBeTruthy();
      }
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
      expect(headers['Content-Security-Policy']).toContain("base-uri 'self'");
    }
    expect(page['Cache-Control']).toMatch(/max-age=0, must-revalidate|no-cache/);
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    // The service worker is never kept: a new deploy's worker replaces the old one on the next visit (issue 31).
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/sw.js')['Content-Security-Policy']).toContain("worker-src 'self'");
    const forms = new URL(sources.settings.formEndpoint).origin;
    expect(page['Content-Security-Policy']).toMatch(new RegExp(`form-action [^;]*${forms}`));
    expect(page['Content-Security-Policy']).toMatch(new RegExp(`connect-src [^;]*${forms}`));
  });
});

describe('Content-Security-Policy', () => {
  const site = policyFor(rules.policies, '/');

  it('keeps script and style sources out of the header (they are per page) and never allows inline scripts', () => {
    for (const path of ['/', '/admin/']) {
      const header = headersFor(rules, path)['Content-Security-Policy'];
      expect(header, path).toMatch(/frame-ancestors/);
      expect(header, path).not.toMatch(/(^|; )(script-src|style-src|default-src)/);
    }
    expect(site['script-src']).not.toContain("'unsafe-inline'");
    expect(site['style-src']).not.toContain("'unsafe-inline'");
  });

  it('hashes inline scripts, styles and style attributes, but not script files or JSON-LD', () => {
    const html = `<html><head><meta charset="utf-8"><style>a{color:red}</style>
      <script type="application/ld+json">{"@type":"Thing"}</script><script src="/_astro/x.js"></script>
      </head><body><p style="--x: 2s">t</p><p style='a:&quot;b&quot;'></p><script type="module">go()</script>
      <script>(()=>{})()</script></body></html>`;
    // No stylesheet file on the page: its hashed styles alone, without 'self'.
    expect(directives(metaPolicy(html, site))).toEqual({
      'script-src': ["'self'", hash('go()'), hash('(()=>{})()')].sort(),
      'style-src': [hash('a{color:red}')],
      'style-src-attr': ["'unsafe-hashes'", hash('--x: 2s'), hash('a:"b"')].sort(),
    });
  });

  it("puts the page's policy first in its head, with exactly its hashes, and replaces an older one", () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><title>t</title><style>b{}</style></head><body><script>x()</script></body></html>';
    const once = addPagePolicy(html, site);
    const meta = /<meta charset="utf-8"><meta http-equiv="content-security-policy" content="([^"]+)">/.exec(once);
    expect(meta).not.toBeNull();
    expect(meta![1]).toBe(`script-src 'self' ${hash('x()')}; style-src ${hash('b{}')}`);
    expect(addPagePolicy(once, site)).toBe(once);
  });

  it('allows style attributes one by one by hash, and a stylesheet file only where a page links one', () => {
    const linked =
      '<html><head><meta charset="utf-8"><link rel="stylesheet" href="/a.css"></head><body><p style="A">t</p></body></html>';
    expect(metaPolicy(linked, site)).toBe(
      `script-src 'self'; style-src 'self'; style-src-attr 'unsafe-hashes' ${hash('A')}`,
    );
    expect(metaPolicy('<html><head><meta charset="utf-8"></head><body><p>t</p></body></html>', site)).toBe(
      "script-src 'self'; style-src 'none'",
    );
  });

  it('gives a path its own policy, limited to that path (the web editor under /admin)', () => {
    // The editor's policy (src/integrations/admin-policy.mjs) is an entry of the site's rules.
    const admin = ADMIN_CSP;
    expect(policyFor(rules.policies, '/admin')).toBe(admin);
    expect(policyFor(rules.policies, '/admin/config.yml')).toBe(admin);
    expect(policyFor(rules.policies, '/administration')).toBe(site);
    expect(policyFor(rules.policies, '/contact')).toBe(site);
    expect(headersFor(rules, '/admin/')['Content-Security-Policy']).toContain(
      "connect-src 'self' blob: data: https://api.github.com",
    );
    expect(headersFor(rules, '/admin/')['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    // 'unsafe-inline' stays effective: no hashes are added beside it.
    expect(
      metaPolicy(
        '<html><head><meta charset="utf-8"><style>b{}</style></head><body><p style="x">t</p></body></html>',
        admin,
      ),
    ).toBe("script-src 'self'; style-src 'self' 'unsafe-inline'");
  });

  it('maps build files to the paths they answer', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('about-us/index.html')).toBe('/about-us');
    expect(pagePath('404.html')).toBe('/404');
  });
});
