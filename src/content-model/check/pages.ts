/**
 * Which internal links lead somewhere: the pages of src/content/pages, the page files under src/pages (a
 * dynamic page such as blog/[slug].astro accepts the ids of the collection it reads), the endpoints (rss.xml), and
 * the files in public/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { closest } from './words';

export interface EntryRef {
  id: string;
  draft: boolean;
}

interface DynamicPage {
  /** Segments; a dynamic one is { param } with the values it accepts (undefined: any value). */
  segments: (string | { param: string; values?: Set<string>; drafts?: Set<string>; rest: boolean })[];
  file: string;
}

/** What is wrong with a link and how to fix it. */
type Wrong = { what: string; fix: string } | undefined;

/** Pages (.astro, .md, .mdx, .html) and endpoints (.ts, .js, .mjs) of src/pages. */
const PAGE_FILE = /\.(astro|md|mdx|html|ts|js|mjs)$/;
const COLLECTION_CALL = /\b(?:getCollection|getVisibleEntries|visibleEntries|getEntries)\(\s*['"]([\w-]+)['"]/g;
const LITERAL_PARAM = /params:\s*\{\s*(\w+):\s*['"]([^'"]+)['"]/g;

export class PageIndex {
  private readonly paths = new Set<string>();
  private readonly aliases = new Map<string, string>();
  private readonly dynamic: DynamicPage[] = [];

  constructor(
    root: string,
    routes: { id: string; aliases: string[] }[],
    entriesOf: (collection: string) => EntryRef[] | undefined,
    private readonly publicFile: (path: string) => boolean,
  ) {
    for (const route of routes) {
      this.paths.add(route.id);
      for (const alias of route.aliases) this.aliases.set(alias, route.id);
    }
    const pagesDir = join(root, 'src/pages');
    const walk = (dir: string, prefix: string[]) => {
      for (const name of readdirSync(dir)) {
        if (name.startsWith('_') || name.startsWith('.')) continue;
        const full = join(dir, name);
        if (statSync(full).isDirectory()) {
          walk(full, [...prefix, name]);
          continue;
        }
        if (!PAGE_FILE.test(name)) continue;
        const base = name.replace(PAGE_FILE, '');
        const segments = base === 'index' ? prefix : [...prefix, base];
        if (!segments.some((segment) => segment.includes('['))) {
          this.paths.add(`/${segments.join('/')}`);
          continue;
        }
        const source = readFileSync(full, 'utf8');
        const collections = [...source.matchAll(COLLECTION_CALL)].map((m) => m[1]);
        const literals = new Map<string, Set<string>>();
        for (const [, param, value] of source.matchAll(LITERAL_PARAM)) {
          if (!literals.has(param)) literals.set(param, new Set());
          literals.get(param)!.add(value);
        }
        const entries = collections.length === 1 ? entriesOf(collections[0]) : undefined;
        this.dynamic.push({
          file: `src/pages/${[...prefix, name].join('/')}`,
          segments: segments.map((segment) => {
            const param = /^\[(\.\.\.)?(\w+)\]$/.exec(segment);
            if (!param) return segment;
            const rest = Boolean(param[1]);
            if (literals.has(param[2])) return { param: param[2], values: literals.get(param[2]), rest };
            // A rest parameter's values cannot be read from the source.
            if (rest) return { param: param[2], values: new Set<string>(), rest };
            if (entries) {
              return {
                param: param[2],
                values: new Set(entries.filter((e) => !e.draft).map((e) => e.id)),
                drafts: new Set(entries.filter((e) => e.draft).map((e) => e.id)),
                rest,
              };
            }
            return { param: param[2], rest };
          }),
        });
      }
    };
    walk(pagesDir, []);
  }

  /** Every page path known without dynamic pages (for suggestions). */
  knownPaths(): string[] {
    const out = [...this.paths];
    for (const page of this.dynamic) {
      const values = page.segments.map((segment) =>
        typeof segment === 'string' ? [segment] : [...(segment.values ?? [])],
      );
      let paths = [''];
      for (const options of values) paths = paths.flatMap((p) => options.map((o) => `${p}/${o}`));
      out.push(...paths);
    }
    return out;
  }

  /** Whether an internal link such as "/contact?subject=Hi#form" leads to a page or file of the built site. */
  check(link: string): Wrong {
    const path = link.replace(/[?#].*$/, '');
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
    let decoded = normalised;
    try {
      decoded = decodeURI(normalised);
    } catch {
      /* keep it as written */
    }
    if (this.paths.has(decoded)) return undefined;
    const canonical = this.aliases.get(decoded);
    if (canonical)
      return {
        what: `"${path}" is an old spelling of ${canonical}`,
        fix: `write "${canonical}" (the page's own path)`,
      };
    const isFile = /\.[a-z0-9]{2,5}$/i.test(decoded);
    if (isFile && this.publicFile(decoded)) return undefined;
    const segments = decoded.split('/').slice(1);
    for (const page of this.dynamic) {
      const verdict = matchDynamic(page, segments);
      if (verdict) return verdict === 'ok' ? undefined : verdict;
    }
    if (isFile) {
      return {
        what: `the file "${decoded}" does not exist`,
        fix: `put the file in public${decoded}, or correct the path`,
      };
    }
    const suggestion = closest(decoded, this.knownPaths());
    return {
      what: `"${path}" is not a page of this site`,
      fix: suggestion
        ? `did you mean "${suggestion}"? Use the path of a page (a file in src/content/pages)`
        : 'use the path of an existing page, a file in src/content/pages (e.g. "/contact")',
    };
  }
}

/** Undefined when the page does not match the path; 'ok' when it has it; else what is wrong with the link. */
function matchDynamic(page: DynamicPage, segments: string[]): Wrong | 'ok' {
  if (page.segments.length !== segments.length) return undefined;
  for (let i = 0; i < segments.length; i++) {
    const expected = page.segments[i];
    if (typeof expected === 'string') {
      if (expected !== segments[i]) return undefined;
    } else if (expected.drafts?.has(segments[i])) {
      return {
        what: `"/${segments.join('/')}" is a draft (draft: true), so the published site does not have it`,
        fix: 'publish that entry first, or link to another page',
      };
    } else if (expected.values && !expected.values.has(segments[i])) {
      // Only a page that lists a collection's entries under a fixed folder (/blog/…) can say "no such entry"; a page
      // of entries at the top level (/[project]) or with fixed values simply does not match.
      if (!expected.drafts || !page.segments.some((segment) => typeof segment === 'string')) return undefined;
      const suggestion = closest(segments[i], [...expected.values]);
      return {
        what: `"/${segments.join('/')}" is not a page of this site`,
        fix: suggestion
          ? `did you mean "/${[...segments.slice(0, i), suggestion, ...segments.slice(i + 1)].join('/')}"?`
          : `no entry is called "${segments[i]}": check the file name of the entry you mean`,
      };
    }
  }
  return 'ok';
}
