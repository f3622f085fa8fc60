/**
 * The Noto emoji set, read from node_modules at build time. The JSON is 25 MB, so it is read with the file system
 * (once, when the first emoji is drawn) instead of being imported into the build's bundles.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { emojiFileUrl, emojiIconName, emojiSvg, type EmojiSet } from './emoji';

let cached: EmojiSet | undefined;

/** The Noto set: icons, aliases and the code point → name table. */
export function notoSet(): EmojiSet {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => JSON.parse(readFileSync(require.resolve(`@iconify-json/noto/${file}`), 'utf8'));
    cached = { ...read('icons.json'), chars: read('chars.json') } as EmojiSet;
  }
  return cached;
}

/** The SVG of a Noto icon and the URL its file is served at. */
export function emojiFile(name: string): { svg: string; url: string } {
  const svg = emojiSvg(name, notoSet());
  const hash = createHash('sha256').update(svg).digest('hex');
  return { svg, url: emojiFileUrl(name, hash) };
}

/** The icon name and file of an emoji character; throws an Error naming the emoji when the set lacks it. */
export function emojiAsset(char: string): { name: string; svg: string; url: string } {
  const name = emojiIconName(char, notoSet());
  if (!name) {
    throw new Error(
      `Emoji: "${char}" (code points ${[...char].map((c) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase()).join(' ')}) is not in the Noto emoji set; use a standard emoji (see https://icon-sets.iconify.design/noto/)`,
    );
  }
  return { name, ...emojiFile(name) };
}
