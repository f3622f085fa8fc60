/**
 * The go-live check: what the site still holds as a stand-in, as lines in the content check's format. Placeholders
 * are marked, not traced through the built pages:
 * - a picture under src/assets/placeholder/ (stand-in art); an editor saves the real one
 *   under src/assets/<area>/ and points the field there;
 * - a value checked by a marked schema part (schemas/shared.ts `marked`: outside addresses, e-mail, phone numbers) on
 *   a reserved example domain, with "example" in its path, or the 90000 number;
 * - the hero video in public/media (its address cannot move) while its poster is a stand-in: they go together;
 * - the web editor's repository (public/admin/config.yml, from CMS_BACKEND in scripts/content-check/screens.ts).
 * `npm run go-live` prints them; a build for a real address stops on them (loaders.ts), unless ALLOW_PLACEHOLDERS=1.
 */
import { posix } from 'node:path';
import { AstroError } from 'astro/errors';
import { z } from 'astro/zod';
import { isMarked } from '../schemas/shared';
import { checkContent, dedupe, described, fieldName, Files, formatProblem } from './index';
import type { CheckOptions, CheckResult, Problem } from './index';
import { readMarkdown, YamlSource, type PathSegment } from './source';
import { show } from './words';
import { walk } from './zod-walk';

/** Hosts that are not a real public address: reserved example domains and this machine. */
const NOT_REAL_HOST =
  /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|local)$|^127\.|^\[?::1\]?$|^0\.0\.0\.0$/i;
/** "example" as a word: a placeholder profile, page, video id or repository. */
const EXAMPLE_WORD = /(^|[^a-z])example([^a-z]|$)/i;

/** True when the site is built for a real public address (then placeholders stop the build). */
export function isRealAddress(site: string | URL | undefined): boolean {
  try {
    return Boolean(site) && !NOT_REAL_HOST.test(new URL(String(site)).hostname);
  } catch {
    return false;
  }
}

/** Why an address, e-mail or phone number is a placeholder, or undefined when it is not one. */
export function placeholderReason(value: string): string | undefined {
  const text = value.trim();
  let url: URL | undefined;
  try {
    url = /^https?:\/\//i.test(text) ? new URL(text) : undefined;
  } catch {
    return undefined;
  }
  const email = !url && /^[^\s@]+@([^\s@]+)$/.exec(text);
  const host = url?.hostname ?? (email ? email[1] : undefined);
  if (host && NOT_REAL_HOST.test(host))
    return `${email ? 'an e-mail address' : 'an address'} on the placeholder domain ${host}`;
  if (url && EXAMPLE_WORD.test(url.pathname + url.search)) return 'a placeholder profile or page ("example" in it)';
  if (/^[+\d][\d\s()-]{6,}$/.test(text) && text.replace(/\D/g, '').includes('90000'))
    return 'the placeholder 90000 number';
  return undefined;
}

const PICTURE = /\.(jpe?g|png|webp|avif|gif|svg|tiff)$/i;
const STAND_IN = 'src/assets/placeholder/';

/** Every placeholder of the checked content (`result`, from checkContent with the same root and overlay). */
export function placeholders(result: CheckResult, options: CheckOptions): Problem[] {
  const files = new Files(options.root, options.overlay);
  const sources = new Map<string, YamlSource>();
  const source = (file: string) => {
    if (!sources.has(file)) {
      const text = files.read(file) ?? '';
      sources.set(file, /\.mdx?$/.test(file) ? readMarkdown(text).frontmatter : new YamlSource(text));
    }
    return sources.get(file)!;
  };
  const standIn = (file: string, value: unknown) => {
    if (typeof value !== 'string' || !PICTURE.test(value) || value.includes('://')) return undefined;
    const at = value.startsWith('~/') ? `src/${value.slice(2)}` : posix.join(posix.dirname(file), value);
    return at.startsWith(STAND_IN) ? at : undefined;
  };
  const found: Problem[] = [];
  for (const entry of result.entries) {
    const config = described[entry.collection]?.schema;
    const schema = typeof config === 'function' ? config({ image: () => z.string() }) : config;
    if (!schema) continue;
    // The value's line: the first scalar at or after the entry's start whose path ends with the field's.
    const line = (path: PathSegment[], value: unknown) =>
      source(entry.file)
        .scalars()
        .find(
          (s) =>
            s.line >= entry.line &&
            s.value === value &&
            s.path.length >= path.length &&
            path.every((segment, i) => s.path[s.path.length - path.length + i] === segment),
        )?.line ?? entry.line;
    const add = (path: PathSegment[], value: string, what: string, fix: string) =>
      found.push({ file: entry.file, line: line(path, value), field: fieldName(path), what, fix });
    walk(schema, entry.raw, {
      value(chain, value, path) {
        const picture = standIn(entry.file, value);
        if (picture) {
          const area = posix.dirname(picture.slice(STAND_IN.length));
          add(
            path,
            value as string,
            `a stand-in picture (under ${STAND_IN})`,
            `save the real photo under src/assets/${area}/ and write its path here, e.g. "${(value as string).replace('placeholder/', '')}"`,
          );
        }
        const reason = typeof value === 'string' && chain.some(isMarked) && placeholderReason(value);
        if (reason)
          add(
            path,
            value as string,
            `${show(value)} is a placeholder: ${reason}`,
            'set the real one before going live',
          );
        // A video drawn with its poster is a stand-in while the poster is one.
        const video = value as { poster?: { src?: unknown }; video?: Record<string, unknown> } | null;
        if (video?.video && typeof video.video === 'object' && standIn(entry.file, video.poster?.src)) {
          for (const [kind, file] of Object.entries(video.video))
            if (typeof file === 'string' && file.startsWith('/media/'))
              add(
                [...path, 'video', kind],
                file,
                `${show(file)} is the stand-in video that goes with the stand-in poster`,
                `save the real video over public${file} (same name) when you replace the poster`,
              );
        }
      },
    });
  }
  // The web editor saves to this repository: a placeholder one means /admin cannot save.
  const cms = new YamlSource(files.read('public/admin/config.yml') ?? '');
  const repo = (cms.data as { backend?: { repo?: unknown } } | undefined)?.backend?.repo;
  if (typeof repo === 'string' && EXAMPLE_WORD.test(repo))
    found.push({
      file: 'public/admin/config.yml',
      line: cms.locate(['backend', 'repo']).line,
      field: 'backend.repo',
      what: `${show(repo)} is the placeholder repository the web editor saves to`,
      fix: 'set CMS_BACKEND.repo in scripts/content-check/screens.ts to the real "owner/name", then run npm run content:generate',
    });
  return dedupe(found).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The content check, then its placeholders (for `npm run go-live` and tests). */
export async function findPlaceholders(
  options: CheckOptions,
): Promise<{ check: CheckResult; placeholders: Problem[] }> {
  const check = await checkContent(options);
  return { check, placeholders: placeholders(check, options) };
}

const gate = new WeakMap<CheckResult, AstroError | undefined>();

/**
 * Called by each loader after a clean check: a build for a real address (`site`) stops while placeholders remain,
 * with their lines, as the check stops on a mistake; ALLOW_PLACEHOLDERS=1 turns that into a warning. Any other build
 * says how many remain. Once per check run.
 */
export function refuseWithPlaceholders(
  result: CheckResult,
  root: string,
  site: string | URL | undefined,
  logger: { info(message: string): void; warn(message: string): void },
): void {
  if (!gate.has(result)) {
    const lines = placeholders(result, { root }).map(formatProblem);
    let error: AstroError | undefined;
    if (lines.length === 0) logger.info('no placeholders left');
    else if (!isRealAddress(site))
      logger.info(`${lines.length} placeholders to replace before going live: npm run go-live lists them`);
    else if (process.env.ALLOW_PLACEHOLDERS === '1')
      logger.warn(`${lines.length} placeholders kept (ALLOW_PLACEHOLDERS=1): npm run go-live lists them`);
    else {
      error = new AstroError(
        `This build is for ${site}, but ${lines.length} placeholders remain (README, "Before going live"; for a staging build that keeps them: ALLOW_PLACEHOLDERS=1):\n${lines.join('\n')}`,
      );
      error.name = 'Placeholders';
      error.stack = '';
    }
    gate.set(result, error);
  }
  const error = gate.get(result);
  if (error) throw error;
}
