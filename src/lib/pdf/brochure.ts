/**
 * An internship's brochure as a small one- or two-page PDF, made at build time from the internship's own Markdown
 * file (src/pages/brochures/[slug].pdf.ts), so the brochure can never disagree with the page.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { A4, AMBER, INK, MUTED, NAVY, WHITE, newPdf, wrapText } from './text';

interface BrochureBlock {
  kind: 'heading' | 'item' | 'paragraph';
  text: string;
  /** The list marker for items: "1." for numbered lists, "•" for bullets. */
  marker?: string;
}

/** The Markdown body reduced to headings, list items and paragraphs, with inline formatting and comments removed. */
function markdownBlocks(markdown: string): BrochureBlock[] {
  const inline = (text: string) =>
    text
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(\*|_)(\S.*?)\1/g, '$2')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  const blocks: BrochureBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: inline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const line of markdown.replace(/<!--[\s\S]*?-->/g, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const numbered = /^\s*(\d+)[.)]\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: inline(heading[1]) });
    } else if (numbered) {
      flush();
      blocks.push({ kind: 'item', marker: `${numbered[1]}.`, text: inline(numbered[2]) });
    } else if (bullet) {
      flush();
      blocks.push({ kind: 'item', marker: '•', text: inline(bullet[1]) });
    } else if (line.trim() === '') {
      flush();
    } else if (blocks.at(-1)?.kind === 'item' && paragraph.length === 0 && /^\s{2,}/.test(line)) {
      blocks.at(-1)!.text = inline(`${blocks.at(-1)!.text} ${line}`);
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks.filter((block) => block.text.length > 0);
}

export interface BrochureInput {
  title: string;
  /** The group's name, e.g. "Core hardware and embedded". */
  group: string;
  description: string;
  /** The fee in rupees for four weeks. */
  price: number;
  mode: string;
  /** The Markdown body of the internship: the programme's details. */
  body: string;
  /** Full links printed at the end: the internship's page and its enrolment form. */
  pageUrl: string;
  enrolUrl: string;
  organisation: { name: string; community: string; email: string; phone: string; city: string };
}

const MARGIN = 56;

/** The brochure PDF of one internship. Deterministic: the same input always gives the same bytes. */
export async function makeBrochure(input: BrochureInput): Promise<Uint8Array> {
  const { pdf, regular, bold, clean } = await newPdf({ updateMetadata: false });

  pdf.setTitle(clean(`${input.title} internship`), { showInWindowTitleBar: true });
  pdf.setSubject(clean(input.description));
  pdf.setAuthor(clean(input.organisation.name));
  pdf.setCreator(clean(`${input.organisation.community} website`));
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en-IN');
  pdf.setKeywords([input.group, input.mode, 'internship'].map(clean));

  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const newPageIfNeeded = (needed: number) => {
    if (y - needed >= MARGIN + 30) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const write = (
    text: string,
    options: { font?: PDFFont; size?: number; colour?: typeof INK; indent?: number; gap?: number },
  ) => {
    const { font = regular, size = 11, colour = INK, indent = 0, gap = 4 } = options;
    for (const line of wrapText(clean(text), font, size, width - indent)) {
      newPageIfNeeded(size * 1.4);
      y -= size * 1.35;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color: colour });
    }
    y -= gap;
  };

  // Header band.
  page.drawRectangle({ x: 0, y: A4.height - 150, width: A4.width, height: 150, color: NAVY });
  page.drawRectangle({ x: 0, y: A4.height - 154, width: A4.width, height: 4, color: AMBER });
  page.drawText(clean(`${input.organisation.community} internship · ${input.group}`), {
    x: MARGIN,
    y: A4.height - 60,
    size: 11,
    font: bold,
    color: AMBER,
  });
  const titleLines = wrapText(clean(input.title), bold, 26, width);
  titleLines.forEach((line, index) => {
    page.drawText(line, { x: MARGIN, y: A4.height - 95 - index * 30, size: 26, font: bold, color: WHITE });
  });
  y = A4.height - 154 - 24;

  // The facts a visitor compares: fee, duration, mode.
  const facts: [string, string][] = [
    ['Fee', `Rs ${new Intl.NumberFormat('en-IN').format(input.price)} for 4 weeks`],
    ['Duration', '4 weeks'],
    ['Mode', input.mode],
  ];
  const column = width / facts.length;
  facts.forEach(([label, value], index) => {
    page.drawText(label.toUpperCase(), { x: MARGIN + index * column, y: y - 10, size: 8, font: bold, color: MUTED });
    page.drawText(clean(value), { x: MARGIN + index * column, y: y - 26, size: 12, font: bold, color: NAVY });
  });
  y -= 44;
  write(input.description, { size: 12, gap: 10 });

  for (const block of markdownBlocks(input.body)) {
    if (block.kind === 'heading') {
      newPageIfNeeded(40);
      y -= 8;
      write(block.text, { font: bold, size: 14, colour: NAVY, gap: 2 });
    } else if (block.kind === 'item') {
      newPageIfNeeded(16);
      page.drawText(clean(block.marker ?? '•'), { x: MARGIN, y: y - 11 * 1.35, size: 11, font: bold, color: NAVY });
      write(block.text, { indent: 18, gap: 3 });
    } else {
      write(block.text, { gap: 6 });
    }
  }

  y -= 10;
  newPageIfNeeded(70);
  page.drawRectangle({ x: MARGIN, y: y - 2, width, height: 1, color: AMBER });
  y -= 6;
  write(`Enrol: ${input.enrolUrl}`, { font: bold, size: 10, colour: NAVY, gap: 0 });
  write(`Details: ${input.pageUrl}`, { size: 10, colour: MUTED, gap: 0 });
  const { name, city, email, phone } = input.organisation;
  write(`${name}, ${city} · ${email} · ${phone}`, { size: 10, colour: MUTED, gap: 0 });

  return pdf.save({ useObjectStreams: false });
}
