/**
 * Draws a page's share card (~/lib/share-card/card) as a 1200×630 PNG at build time: satori lays the card out as SVG
 * (text as outlines, in Noto Sans from @fontsource, which has ₹; Noto Sans Tamil for Tamil), sharp turns it into a
 * palette PNG of some 20-40 KB (WhatsApp drops pictures over 300 KB).
 *
 * Drawing and encoding take some 0.1 s a card, so each card is kept in node_modules/.astro/share-cards/ under a hash
 * of its data, this file, the fonts and the two libraries' versions: an unchanged card is read, not drawn.
 * `node scripts/image-cache.mjs save` keeps the cards the site uses in .image-cache/cards/ (committed), `restore`
 * puts them back, so a fresh clone does not draw them again. Change the design here; the hash sees the change.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CARD_HEIGHT, CARD_WIDTH, type ShareCard } from './card';

// The brand colours of tailwind.config.mjs.
const colour = {
  brand950: '#0b1638',
  brand900: '#12245c',
  brand800: '#172f7c',
  brand700: '#19379c',
  brand400: '#4f7ff2',
  brand200: '#b6ceff',
  brand100: '#d9e6ff',
  accent400: '#ffb23d',
  accent300: '#ffc970',
  white: '#ffffff',
};

const font = (file: string) => resolve('node_modules/@fontsource', file);
const FONT_FILES = [
  { name: 'Noto Sans', weight: 400, file: font('noto-sans/files/noto-sans-latin-400-normal.woff') },
  { name: 'Noto Sans', weight: 700, file: font('noto-sans/files/noto-sans-latin-700-normal.woff') },
  { name: 'Noto Sans', weight: 800, file: font('noto-sans/files/noto-sans-latin-800-normal.woff') },
  // ₹ (U+20B9) and the rest of the Latin extensions are in this part of the font.
  { name: 'Noto Sans', weight: 400, file: font('noto-sans/files/noto-sans-latin-ext-400-normal.woff') },
  { name: 'Noto Sans', weight: 700, file: font('noto-sans/files/noto-sans-latin-ext-700-normal.woff') },
  { name: 'Noto Sans', weight: 800, file: font('noto-sans/files/noto-sans-latin-ext-800-normal.woff') },
  { name: 'Noto Sans Tamil', weight: 400, file: font('noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff') },
  { name: 'Noto Sans Tamil', weight: 700, file: font('noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff') },
] as const;

let fonts: { name: string; weight: 400 | 700 | 800; data: Buffer; style: 'normal' }[] | undefined;
const loadFonts = () =>
  (fonts ??= FONT_FILES.map(({ name, weight, file }) => ({ name, weight, data: readFileSync(file), style: 'normal' })));

/** What every card's picture depends on besides its data: this file, the fonts and the libraries' versions. */
let rendererKey: string | undefined;
function renderer(): string {
  if (rendererKey) return rendererKey;
  const hash = createHash('sha256');
  const source = resolve('src/lib/share-card/draw.ts');
  hash.update(existsSync(source) ? readFileSync(source) : 'no source');
  for (const { data } of loadFonts()) hash.update(data);
  for (const pkg of ['satori', 'sharp'])
    hash.update(JSON.parse(readFileSync(resolve('node_modules', pkg, 'package.json'), 'utf8')).version);
  return (rendererKey = hash.digest('hex'));
}

/** The cache key of a card as drawn for the site at `host`. */
function cardKey(card: ShareCard, host: string): string {
  return createHash('sha256').update(renderer()).update(JSON.stringify({ card, host })).digest('hex').slice(0, 24);
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const h = (type: string, style: Record<string, unknown>, ...children: (Node | string | false | undefined)[]): Node => ({
  type,
  props: {
    style: { display: 'flex', ...style },
    children: children.filter((child) => child !== false && child !== undefined),
  },
});

/** The title's size and how many lines each text may take, so that a long title and its sentence fit one card. */
function cardLayout(card: Pick<ShareCard, 'title' | 'facts'>) {
  const long = card.title.length > 56;
  const titleSize = long ? 58 : 68;
  // About this many characters fit a line of the title at its size (Noto Sans, bold, 1070 px wide).
  const titleLines = Math.min(3, Math.ceil(card.title.length / (long ? 33 : 28)));
  const subtitleLines = Math.max(0, (card.facts.length > 0 ? 3 : 5) - titleLines - (long ? 1 : 0));
  return { titleSize, subtitleLines: Math.min(subtitleLines, 3) };
}

function cardTree(card: ShareCard, host: string): Node {
  const { titleSize, subtitleLines } = cardLayout(card);
  const mark = h(
    'div',
    {
      width: 64,
      height: 64,
      borderRadius: 14,
      backgroundColor: colour.brand700,
      alignItems: 'center',
      justifyContent: 'center',
      color: colour.white,
      fontSize: 44,
      fontWeight: 800,
    },
    'E',
  );
  const brandLine = h(
    'div',
    { alignItems: 'center', justifyContent: 'space-between', width: '100%' },
    h(
      'div',
      { alignItems: 'center' },
      mark,
      h('div', { marginLeft: 20, fontSize: 36, fontWeight: 800, color: colour.white }, card.brand),
    ),
    h('div', { fontSize: 26, color: colour.brand200 }, host),
  );
  const pills = card.facts.map((fact, index) =>
    h(
      'div',
      {
        marginRight: 16,
        padding: '8px 24px',
        borderRadius: 999,
        fontSize: 30,
        fontWeight: 700,
        ...(index === 0
          ? { backgroundColor: colour.accent400, border: `3px solid ${colour.accent400}`, color: colour.brand950 }
          : { border: `3px solid ${colour.brand400}`, color: colour.white }),
      },
      fact,
    ),
  );
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      backgroundColor: colour.brand950,
      fontFamily: 'Noto Sans, Noto Sans Tamil',
      color: colour.white,
      position: 'relative',
    },
    // The logo's "E", large and faint, bottom right: the brand at a glance even in a small preview.
    h(
      'div',
      {
        position: 'absolute',
        right: -70,
        bottom: -80,
        width: 440,
        height: 440,
        borderRadius: 96,
        backgroundColor: colour.brand900,
        alignItems: 'center',
        justifyContent: 'center',
        color: colour.brand800,
        fontSize: 360,
        fontWeight: 800,
      },
      'E',
    ),
    h(
      'div',
      // Positioned too, so that it is painted over the mark.
      {
        position: 'relative',
        flexDirection: 'column',
        flexGrow: 1,
        padding: '52px 64px 48px',
        borderTop: `14px solid ${colour.accent400}`,
      },
      brandLine,
      h(
        'div',
        { flexDirection: 'column', flexGrow: 1, justifyContent: 'center', overflow: 'hidden' },
        h(
          'div',
          { fontSize: 28, fontWeight: 700, color: colour.accent300, letterSpacing: 1 },
          card.eyebrow.toUpperCase(),
        ),
        h(
          'div',
          { display: 'block', marginTop: 14, fontSize: titleSize, fontWeight: 800, lineHeight: 1.12, lineClamp: 3 },
          card.title,
        ),
        subtitleLines > 0 &&
          card.subtitle &&
          h(
            'div',
            {
              display: 'block',
              marginTop: 18,
              fontSize: 30,
              lineHeight: 1.35,
              color: colour.brand100,
              lineClamp: subtitleLines,
            },
            card.subtitle,
          ),
      ),
      pills.length > 0 && h('div', { flexWrap: 'wrap' }, ...pills),
    ),
  );
}

/** The card as PNG bytes, from the cache when an identical card was drawn before. */
export async function drawCard(card: ShareCard, host: string, cacheDir = resolve('node_modules/.astro/share-cards')) {
  const cached = resolve(cacheDir, `${cardKey(card, host)}.png`);
  if (existsSync(cached)) {
    // Marks it as used by this build, for `node scripts/image-cache.mjs save`.
    const now = new Date();
    utimesSync(cached, now, now);
    return readFileSync(cached);
  }
  // Loaded only when a card must be drawn: a build whose cards are all kept loads neither.
  const [{ default: satori }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  const svg = await satori(cardTree(card, host) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  const png = await sharp(Buffer.from(svg))
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 })
    .toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, png);
  return png;
}
