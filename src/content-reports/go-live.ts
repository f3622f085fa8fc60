/**
 * The go-live check: what the site still holds as a stand-in, as lines in the content check's format (README,
 * "Before going live"). Placeholders are marked, not traced through the built pages: a picture under
 * src/assets/placeholder/; a value of a marked schema part (schemas/shared.ts `marked`) on a reserved example domain,
 * with "example" in its path, or the 90000 number; the hero video while its poster is a stand-in (its address cannot
 * move); the web editor's repository (CMS_BACKEND in scripts/content-check/screens.ts). The check (index.ts) finds
 * them while it walks each entry; a build for a real address stops on them (loaders.ts), unless ALLOW_PLACEHOLDERS=1.
 */
import { posix } from 'node:path';
import { AstroError } from 'astro/errors';
import type { z } from 'astro/zod';
import { isMarked } from '../content-model/schemas/shared';
import type { CheckResult, Problem } from '../content-model/check';
import { resolvePicture, type PathSegment, type YamlSource } from '../content-model/check/source';
import { formatProblem, show } from '../content-model/check/words';

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

const STAND_IN = 'src/assets/placeholder/';

/** The stand-in picture file a value names (relative to the entry's `file`), or undefined. */
function standIn(file: string, value: unknown) {
  const at =
    typeof value === 'string' && /\.(jpe?g|png|webp|avif|gif|svg|tiff)$/i.test(value) && resolvePicture(file, value);
  return at && at.startsWith(STAND_IN) ? at : undefined;
}

type Found = { path: PathSegment[]; what: string; fix: string };

/** The placeholders of one value of an entry in `file`, checked by the schema parts `chain`. */
export function placeholdersOf(file: string, chain: z.ZodTypeAny[], value: unknown, path: PathSegment[]): Found[] {
  const found: Found[] = [];
  const picture = standIn(file, value);
  if (picture)
    found.push({
      path,
      what: `a stand-in picture (under ${STAND_IN})`,
      fix: `save the real photo under src/assets/${posix.dirname(picture.slice(STAND_IN.length))}/ and write its path here, e.g. "${(value as string).replace('placeholder/', '')}"`,
    });
  const reason = typeof value === 'string' && chain.some(isMarked) && placeholderReason(value);
  if (reason)
    found.push({ path, what: `${show(value)} is a placeholder: ${reason}`, fix: 'set the real one before going live' });
  // A video drawn with its poster is a stand-in while the poster is one.
  const video = value as { poster?: { src?: unknown }; video?: Record<string, unknown> } | null;
  if (video?.video && typeof video.video === 'object' && standIn(file, video.poster?.src))
    for (const [kind, url] of Object.entries(video.video))
      if (typeof url === 'string' && url.startsWith('/media/'))
        found.push({
          path: [...path, 'video', kind],
          what: `${show(url)} is the stand-in video that goes with the stand-in poster`,
          fix: `save the real video over public${url} (same name) when you replace the poster`,
        });
  return found;
}

/** The web editor saves to this repository (`config`: public/admin/config.yml): a placeholder one cannot save. */
export function editorPlaceholder(config: YamlSource): Problem[] {
  const repo = (config.data as { backend?: { repo?: unknown } } | undefined)?.backend?.repo;
  if (typeof repo !== 'string' || !EXAMPLE_WORD.test(repo)) return [];
  return [
    {
      file: 'public/admin/config.yml',
      line: config.locate(['backend', 'repo']).line,
      field: 'backend.repo',
      what: `${show(repo)} is the placeholder repository the web editor saves to`,
      fix: 'set CMS_BACKEND.repo in scripts/content-check/screens.ts to the real "owner/name", then run npm run content:generate',
    },
  ];
}

const gate = new WeakMap<CheckResult, AstroError | undefined>();

/**
 * Called by each loader after a clean check: a build for a real address (`site`) stops while placeholders remain,
 * with their lines, as the check stops on a mistake; ALLOW_PLACEHOLDERS=1 turns that into a warning. Any other build
 * says how many remain. Once per check run.
 */
export function refuseWithPlaceholders(
  result: CheckResult,
  site: string | URL | undefined,
  logger: { info(message: string): void; warn(message: string): void },
): void {
  if (!gate.has(result)) {
    const lines = result.placeholders.map(formatProblem);
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
