/**
 * The skills training brochure: a one-page A4 PDF written with pdf-lib at build time from the training's content
 * entry (src/content/prime/initiatives/skills-training.yaml), so the brochure can never disagree with the page.
 * Served by src/pages/ematixprime/initiative/skill/[brochure].pdf.ts.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { A4, AMBER, INK, MUTED, NAVY, WHITE, newPdf, wrapText } from './text';

export interface BrochureInput {
  title: string;
  /** e.g. "23–27 June 2025". */
  dates: string;
  time?: string;
  place: string;
  audience: string;
  /** e.g. "₹49". */
  fee: string;
  /** Paragraphs. */
  summary: string[];
  syllabus: { day: string; title: string; topics: string[] }[];
  guests: { name: string; role: string }[];
  /** Lines at the foot: who runs it and how to reach them. */
  contact: string[];
  /** The page of the programme, printed as its address. */
  url: string;
  /** Written into the PDF's dates so the same content always gives the same file, e.g. the programme's start. */
  date: Date;
}

/** The brochure's file name for a training entry, e.g. "essential-skills-2025-brochure.pdf". */
export const brochureFileName = (entryId: string) => `${entryId}-brochure.pdf`;

/** Where the skills training pages live; the brochure sits beside the canonical one. */
export const SKILLS_PAGE_PATH = '/ematixprime/initiative/skill';

/** The brochure's address, e.g. "/ematixprime/initiative/skill/essential-skills-2025-brochure.pdf". */
export const brochurePath = (entryId: string) => `${SKILLS_PAGE_PATH}/${brochureFileName(entryId)}`;

export async function makeTrainingBrochure(input: BrochureInput): Promise<Uint8Array> {
  const { pdf, regular, bold, clean: t } = await newPdf();

  pdf.setTitle(t(input.title));
  pdf.setAuthor('Ematix');
  pdf.setSubject(t(`${input.title}: ${input.dates}`));
  pdf.setCreator('Ematix website build');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(input.date);
  pdf.setModificationDate(input.date);

  const margin = 48;
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const { width, height } = page.getSize();
  const column = width - 2 * margin;
  let y = height;
  // Room kept free at the foot of every page for the contact lines.
  const footer = 14 * (input.contact.length + 1) + 24;

  const newPageIfNeeded = (needed: number) => {
    if (y - needed < margin + footer) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };
  const write = (
    text: string,
    {
      font = regular,
      size = 10.5,
      colour = INK,
      indent = 0,
      gap = 4,
    }: { font?: PDFFont; size?: number; colour?: typeof INK; indent?: number; gap?: number } = {},
  ) => {
    for (const line of wrapText(t(text), font, size, column - indent)) {
      newPageIfNeeded(size + gap);
      y -= size + gap;
      page.drawText(line, { x: margin + indent, y, size, font, color: colour });
    }
  };
  const heading = (text: string) => {
    y -= 14;
    newPageIfNeeded(40);
    write(text, { font: bold, size: 13, colour: NAVY });
    page.drawRectangle({ x: margin, y: y - 5, width: 36, height: 2, color: AMBER });
    y -= 8;
  };

  // Header band.
  const band = 132;
  page.drawRectangle({ x: 0, y: height - band, width, height: band, color: NAVY });
  page.drawText('EMATIX-PRIME', { x: margin, y: height - 40, size: 10, font: bold, color: AMBER });
  y = height - 44;
  for (const line of wrapText(t(input.title), bold, 22, column)) {
    y -= 27;
    page.drawText(line, { x: margin, y, size: 22, font: bold, color: WHITE });
  }
  y = height - band - 10;

  // Facts.
  const facts: [string, string][] = [
    ['Dates', input.dates],
    ...(input.time ? ([['Time', input.time]] as [string, string][]) : []),
    ['Where', input.place],
    ['Who can join', input.audience],
    ['Fee', input.fee],
  ];
  for (const [label, value] of facts) {
    y -= 18;
    page.drawText(t(label), { x: margin, y, size: 10.5, font: bold, color: MUTED });
    page.drawText(t(value), { x: margin + 100, y, size: 10.5, font: regular, color: INK });
  }

  heading('About the programme');
  for (const paragraph of input.summary) {
    write(paragraph);
    y -= 6;
  }

  heading('Syllabus');
  for (const day of input.syllabus) {
    write(`${day.day}: ${day.title}`, { font: bold, gap: 6 });
    for (const topic of day.topics) write(`- ${topic}`, { indent: 12, colour: INK });
  }

  if (input.guests.length) {
    heading('Chief guests');
    for (const guest of input.guests) {
      write(guest.name, { font: bold, gap: 6 });
      write(guest.role, { colour: MUTED });
    }
  }

  // Footer on the last page.
  page.drawRectangle({
    x: margin,
    y: margin + 12 + 14 * input.contact.length,
    width: column,
    height: 0.8,
    color: MUTED,
  });
  input.contact.concat(input.url).forEach((line, index) => {
    page.drawText(t(line), {
      x: margin,
      y: margin + 14 * (input.contact.length - index),
      size: 9,
      font: regular,
      color: MUTED,
    });
  });

  return pdf.save();
}
