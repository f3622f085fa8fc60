/**
 * Emoji drawn as pictures: an emoji character as editors type it → the icon of the Noto emoji set
 * (@iconify-json/noto) → a small SVG file. Pure functions over the icon set's data so they are unit-tested;
 * `~/lib/emoji-set.ts` loads the real set (25 MB of JSON, read once at build time, never bundled).
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
export function emojiCodepoints(char: string): string {
  return Array.from(char.trim(), (c) => c.codePointAt(0)!.toString(16)).join('-');
}

/**
 * The icon name for an emoji, or undefined when the set does not have it. The set lists most emoji without the
 * variation selector U+FE0F that some keyboards add ("⚙️" is "2699-fe0f", listed as "2699"), so both are tried.
 */
export function emojiIconName(char: string, set: Pick<EmojiSet, 'chars'>): string | undefined {
  const full = emojiCodepoints(char);
  if (!full) return undefined;
  const bare = full
    .split('-')
    .filter((part) => part !== VARIATION_SELECTOR)
    .join('-');
  return set.chars[full] ?? set.chars[bare];
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

/** Where the SVG file of an icon is served: `/_astro/` (cached for a year by the host), content hash in the name. */
export const EMOJI_URL_PREFIX = '/_astro/emoji-';

/** "/_astro/emoji-teacher.1a2b3c4d.svg" from the icon name and the first hex digits of the SVG's hash. */
export function emojiFileUrl(name: string, hash: string): string {
  return `${EMOJI_URL_PREFIX}${name}.${hash.slice(0, 8)}.svg`;
}

/** The icon name and hash in an emoji file URL, or undefined for any other URL. */
export function parseEmojiFileUrl(url: string): { name: string; hash: string } | undefined {
  const match = /^\/_astro\/emoji-([a-z0-9-]+)\.([0-9a-f]{8})\.svg$/.exec(url);
  return match ? { name: match[1], hash: match[2] } : undefined;
}
