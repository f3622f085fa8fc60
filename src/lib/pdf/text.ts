/**
 * What both brochures (./brochure.ts, ./skills-brochure.ts) write with: pdf-lib's standard Helvetica, not an embedded
 * font, so the files stay at a few KB; the site's four colours; text mapped to the font's character set
 * (Windows-1252) and wrapped to a width.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

/** The site's colours (tailwind.config.mjs): brand 900, accent 400, ink, ink muted. */
export const NAVY = rgb(0x12 / 255, 0x24 / 255, 0x5c / 255);
export const AMBER = rgb(1, 0xb2 / 255, 0x3d / 255);
export const INK = rgb(0x1b / 255, 0x22 / 255, 0x33 / 255);
export const MUTED = rgb(0x4a / 255, 0x54 / 255, 0x68 / 255);
export const WHITE = rgb(1, 1, 1);

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

/** Characters outside Windows-1252, written the way a typewriter would. */
const REPLACEMENTS: Record<string, string> = {
  '₹': 'Rs ',
  '\u2011': '-', // the non-breaking hyphen of "Ematix-Prime"
  '\u2010': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '→': '->',
  '≥': '>=',
  '≤': '<=',
};

/**
 * Text the font can draw: known replacements first, then the character without accents, then "?", so a new
 * character in the content shows as "?" in the PDF rather than failing the build.
 */
function toFontText(text: string, supported: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text) {
    if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else if (supported(char.codePointAt(0)!)) out += char;
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => supported(c.codePointAt(0)!)) && base.length > 0 ? base : '?';
    }
  }
  return out.replace(/Rs {2,}/g, 'Rs ');
}

/** Splits text into lines no wider than `width` points in `font` at `size`. Words longer than a line are kept whole. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A new PDF with the two fonts both brochures use, and `clean`: text mapped to what the fonts can draw. */
export async function newPdf(options?: Parameters<typeof PDFDocument.create>[0]) {
  const pdf = await PDFDocument.create(options);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const clean = (text: string) => toFontText(text, (codePoint) => charset.has(codePoint));
  return { pdf, regular, bold, clean };
}
