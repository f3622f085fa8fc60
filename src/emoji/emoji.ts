/**
 * Emoji drawn as pictures: an emoji character as editors type it → the icon of the Noto emoji set
 * (@iconify-json/noto) → a small SVG file. Pure functions over the icon set's data so they are unit-tested;
 * `./noto.ts` loads the real set (25 MB of JSON, read once at build time, never bundled).
 *
 * Outside src/lib and src/integrations on purpose: `ui/Emoji.astro` draws the emoji and the build's
 * `integrations/emoji-files.mjs` writes their files, and neither of those layers imports the other.
 */

/** The parts of an Iconify JSON set that drawing an emoji needs. */
export interface EmojiSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  /** Code points ("1f9d1-200d-1f3eb") → icon name ("teacher"). */
  chars: Record<string, string>;
  width?: number;
  height?: number;
}

const VARIATION_SELECTOR = 'fe0f';

/** "🧑‍🏫" → "1f9d1-200d-1f3eb": the code points in lowercase hex, joined by "-". */
function emojiCodepoints(char: string): string {
  return Array.from(char.trim(), (c) => c.codePointAt(0)!.toString(16)).join('-');
}

/**
 * The set's key for an emoji ("1f9d1-200d-1f3eb"), or undefined when the set does not have it. The set lists most
 * emoji without the variation selector U+FE0F that some keyboards add ("⚙️" is "2699-fe0f", listed as "2699"), so
 * both are tried.
 */
export function emojiKey(char: string, set: Pick<EmojiSet, 'chars'>): string | undefined {
  const full = emojiCodepoints(char);
  if (!full) return undefined;
  const bare = full
    .split('-')
    .filter((part) => part !== VARIATION_SELECTOR)
    .join('-');
  return full in set.chars ? full : bare in set.chars ? bare : undefined;
}

/** The standalone SVG document of an icon (aliases followed to their drawing). */
export function emojiSvg(name: string, set: EmojiSet): string {
  let icon = set.icons[name];
  const seen = new Set<string>();
  let current = name;
  while (!icon && set.aliases?.[current] && !seen.has(current)) {
    seen.add(current);
    current = set.aliases[current].parent;
    icon = set.icons[current];
  }
  if (!icon) throw new Error(`Emoji: the emoji set has no icon named "${name}"`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`;
}

/**
 * Where the SVG file of an emoji is served: "/_astro/noto-1.2.9/1f4e1.svg", the set's version and the emoji's key.
 * /_astro/ is cached for a year by the host, so a new set version gets a new folder. The key is the shortest name that
 * differs between emoji (every byte of a page's HTML counts; the catalogue shows forty emoji).
 */
export function emojiFileUrl(key: string, version: string): string {
  return `/_astro/noto-${version}/${key}.svg`;
}

/** The set version and emoji key in an emoji file URL, or undefined for any other URL. */
export function parseEmojiFileUrl(url: string): { version: string; key: string } | undefined {
  const match = /^\/_astro\/noto-([\w.-]+)\/([0-9a-f]+(?:-[0-9a-f]+)*)\.svg$/.exec(url);
  return match ? { version: match[1], key: match[2] } : undefined;
}
