/**
 * The Noto emoji set, read from node_modules at build time. The JSON is 25 MB, so it is read with the file system
 * (once, when the first emoji is drawn) instead of being imported into the build's bundles.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { emojiFileUrl, emojiKey, emojiSvg, type EmojiSet } from './emoji';

let cached: (EmojiSet & { version: string }) | undefined;

/** The Noto set: icons, aliases, the code point → name table, and the package version. */
function notoSet(): EmojiSet & { version: string } {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => JSON.parse(readFileSync(require.resolve(`@iconify-json/noto/${file}`), 'utf8'));
    cached = { ...read('icons.json'), chars: read('chars.json'), version: read('package.json').version } as EmojiSet & {
      version: string;
    };
  }
  return cached;
}

/** The SVG of the emoji with this key ("1f4e1") and the URL its file is served at; undefined for an unknown key. */
export function emojiFile(key: string): { svg: string; url: string } | undefined {
  const set = notoSet();
  const name = set.chars[key];
  return name === undefined ? undefined : { svg: emojiSvg(name, set), url: emojiFileUrl(key, set.version) };
}

/** The icon name and file of an emoji character; throws an Error naming the emoji when the set lacks it. */
export function emojiAsset(char: string): { name: string; svg: string; url: string } {
  const set = notoSet();
  const key = emojiKey(char, set);
  if (key === undefined) {
    throw new Error(
      `Emoji: "${char}" (code points ${[...char].map((c) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase()).join(' ')}) is not in the Noto emoji set; use a standard emoji (see https://icon-sets.iconify.design/noto/)`,
    );
  }
  return { name: set.chars[key], ...emojiFile(key)! };
}
