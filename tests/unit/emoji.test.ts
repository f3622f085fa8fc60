/** Emoji characters as editors type them map to the Noto set's drawings; an unknown emoji is refused by name. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emojiFileUrl, emojiKey, emojiSvg, parseEmojiFileUrl, type EmojiSet } from '~/emoji/emoji';
import { emojiAsset } from '~/emoji/noto';

const tiny: EmojiSet = {
  width: 128,
  height: 128,
  icons: { gear: { body: '<path d="M0 0"/>' }, wide: { body: '<g/>', width: 256 } },
  aliases: { cog: { parent: 'gear' } },
  chars: { '2699': 'gear', '1f9d1-200d-1f3eb': 'teacher' },
};

describe('emoji code points', () => {
  it('are each written in lowercase hex, joined by "-" (sequences keep their joiners)', () => {
    const byFullKey = { chars: { '1f4e1': 'a', '1f9d1-200d-1f3eb': 'b', '2699-fe0f': 'c' } };
    expect(emojiKey('📡', byFullKey)).toBe('1f4e1');
    expect(emojiKey('🧑‍🏫', byFullKey)).toBe('1f9d1-200d-1f3eb');
    expect(emojiKey(' ⚙️ ', byFullKey)).toBe('2699-fe0f');
  });
});

describe('emojiKey', () => {
  it('finds an emoji with or without the variation selector some keyboards add', () => {
    expect(emojiKey('⚙️', tiny)).toBe('2699');
    expect(emojiKey('⚙', tiny)).toBe('2699');
    expect(emojiKey('🧑‍🏫', tiny)).toBe('1f9d1-200d-1f3eb');
  });
  it('returns undefined for an emoji the set lacks and for empty text', () => {
    expect(emojiKey('🦄', tiny)).toBeUndefined();
    expect(emojiKey('', tiny)).toBeUndefined();
  });
});

describe('emojiSvg', () => {
  it('wraps the drawing in an SVG document with the set’s or the icon’s own size', () => {
    expect(emojiSvg('gear', tiny)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><path d="M0 0"/></svg>',
    );
    expect(emojiSvg('wide', tiny)).toContain('viewBox="0 0 256 128"');
  });
  it('follows an alias to its drawing and refuses an unknown name', () => {
    expect(emojiSvg('cog', tiny)).toContain('<path d="M0 0"/>');
    expect(() => emojiSvg('nothing', tiny)).toThrow(/no icon named "nothing"/);
  });
});

describe('emoji file URLs', () => {
  it('round-trip the set version and the emoji key', () => {
    const url = emojiFileUrl('1f9d1-200d-1f3eb', '1.2.9');
    expect(url).toBe('/_astro/noto-1.2.9/1f9d1-200d-1f3eb.svg');
    expect(parseEmojiFileUrl(url)).toEqual({ version: '1.2.9', key: '1f9d1-200d-1f3eb' });
    expect(parseEmojiFileUrl('/_astro/logo.01234567.svg')).toBeUndefined();
  });
});

describe('the Noto set', () => {
  it('draws every emoji the site’s content uses', async () => {
    const { readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.(ya?ml|md)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const found = new Set<string>();
    for (const file of files('src/content')) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /(?:emoji|icon):\s*["']?(\p{Extended_Pictographic}[^"'\n]*)/gu,
      ))
        found.add(m[1].trim());
    }
    expect(found.size, 'the content should use some emoji').toBeGreaterThan(0);
    for (const char of found) expect(() => emojiAsset(char), `${char} is not in the Noto set`).not.toThrow();
  });
  it('refuses an emoji it lacks with an error naming it', () => {
    expect(() => emojiAsset('🫨‍🫨')).toThrow(
      /"🫨‍🫨" \(code points U\+1FAE8 U\+200D U\+1FAE8\) is not in the Noto emoji set/,
    );
  });
  it('gives the same URL for the same emoji, under /_astro/ in a folder named after the set version', () => {
    const satellite = emojiAsset('📡');
    expect(satellite.name).toBe('satellite-antenna');
    const { version } = JSON.parse(readFileSync('node_modules/@iconify-json/noto/package.json', 'utf8'));
    expect(satellite.url).toBe(`/_astro/noto-${version}/1f4e1.svg`);
    expect(emojiAsset('📡').url).toBe(satellite.url);
    expect(satellite.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">')).toBe(true);
  });
});
