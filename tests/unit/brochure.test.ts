/** The internship brochure PDF: Markdown reduced to blocks, text the font can draw, and a real, readable PDF. */
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeBrochure } from '~/lib/pdf/brochure';
import { newPdf } from '~/lib/pdf/text';

describe('text for the PDF font (both brochures)', () => {
  it('writes characters outside the font the way a typewriter would, keeps the ones it has', async () => {
    const { clean } = await newPdf();
    expect(clean('₹14,999')).toBe('Rs 14,999');
    expect(clean('Ematix\u2011Prime – résumé')).toBe('Ematix-Prime – résumé');
    expect(clean('SpO₂')).toBe('SpO2');
    expect(clean('✓ done')).toBe('? done');
    expect(clean('Robot 🤖')).toBe('Robot ?');
  });
});

const input = {
  title: 'VLSI Design',
  group: 'Core hardware and embedded',
  description: 'Design digital circuits in Verilog — with ₹ fees and SpO₂ sensors in the text.',
  price: 18999,
  mode: 'Online/offline',
  body:
    '## Week by week\n\n' +
    Array.from(
      { length: 60 },
      (_, i) =>
        `${i + 1}. **Week ${i + 1}:** A long line of programme details that wraps across the page width more than once, to test page breaks.`,
    ).join('\n'),
  pageUrl: 'https://www.ematix.example.com/ematixprime/internship/vlsi-design',
  enrolUrl: 'https://forms.example.com/f/ematix-enrolment',
  organisation: {
    name: 'Ematix',
    community: 'Ematix-Prime',
    email: 'hello@ematix.example.com',
    phone: '+91 90000 00000',
    city: 'Salem',
  },
};

/** All text drawn on the pages, decoded from the content streams' hex strings. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      const filter = object.dict.get(PDFName.of('Filter'));
      const raw = filter
        ? inflateSync(object.contents).toString('latin1')
        : Buffer.from(object.contents).toString('latin1');
      for (const match of raw.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        text += `${Buffer.from(match[1], 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}

describe('makeBrochure', () => {
  it('makes a real PDF whose title, fee, mode and details come from the internship', async () => {
    const bytes = await makeBrochure(input);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('VLSI Design internship');
    expect(doc.getAuthor()).toBe('Ematix');
    const text = await drawnText(bytes);
    expect(text).toContain('VLSI Design');
    expect(text).toContain('Rs 18,999 for 4 weeks');
    expect(text).toContain('Online/offline');
    expect(text).toContain('Ematix-Prime internship');
    expect(text).toContain('Week 60:');
    expect(text).toContain('Enrol: https://forms.example.com/f/ematix-enrolment');
  });
  it('draws the details as headings, numbered and bulleted items and paragraphs, without inline formatting', async () => {
    const body =
      '<!-- a note for editors -->\n## Week by week\n\n1. **Week 1:** Verilog [basics](/x) and `iverilog`.\n2. Timing\n\n- Outcome one\n* Outcome _two_\n\nFor ECE\nstudents.\n';
    const lines = (await drawnText(await makeBrochure({ ...input, body }))).split('\n');
    const start = lines.indexOf('Week by week');
    // Each item's marker is drawn before its text; "•" is byte 0x95 in the PDF font's encoding (WinAnsi).
    expect(lines.slice(start, start + 10)).toEqual([
      'Week by week',
      '1.',
      'Week 1: Verilog basics and iverilog.',
      '2.',
      'Timing',
      '\x95',
      'Outcome one',
      '\x95',
      'Outcome two',
      'For ECE students.',
    ]);
    expect(lines.join('\n')).not.toContain('a note for editors');
  });
  it('continues on a new page when the details are long', async () => {
    const doc = await PDFDocument.load(await makeBrochure(input));
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
  it('gives the same bytes for the same internship (no build dates inside)', async () => {
    expect(Buffer.from(await makeBrochure(input)).equals(Buffer.from(await makeBrochure(input)))).toBe(true);
  });
  it('stays small', async () => {
    expect((await makeBrochure({ ...input, body: '## Who it suits\n\nECE students.' })).length).toBeLessThan(8000);
  });
});
