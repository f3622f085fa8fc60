/**
 * The FAQ lists (src/content/faqs/) for every page that shows one: the loader, which writes in the prices the answers
 * name by placeholders ({price:<id>}, src/lib/content/price-tokens.ts), and the schema.org FAQPage data search engines
 * read.
 */
import { getEntry } from 'astro:content';
import { renderMarkdown } from '../format/markdown';
import { fillPrices } from './price-tokens';
import { getPrices } from './prime';

export interface FaqEntry {
  question: string;
  /** Markdown. */
  answer: string;
}

/**
 * FAQPage JSON-LD (https://schema.org/FAQPage) for the questions shown on a page. Google accepts simple HTML
 * (links, lists, bold) in the answer text, so the rendered answer is used as it is shown.
 */
export function faqJsonLd(items: readonly FaqEntry[]): Record<string, unknown> {
  if (items.length === 0) throw new Error('faqJsonLd: needs at least one question');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: renderMarkdown(item.answer) },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: "<" escaped so no text can close the script element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * An FAQ list of src/content/faqs/, e.g. "membership", with the prices its answers name ({price:<id>}) written in
 * from prices.yaml: the one loader of every FAQ page, so a placeholder works in any list.
 */
export async function getFaq(id: string) {
  const file = `src/content/faqs/${id}.yaml`;
  const faq = await getEntry('faqs', id);
  if (!faq) throw new Error(`${file} is missing: a page shows its questions`);
  const prices = await getPrices('membership');
  return {
    ...faq.data,
    items: faq.data.items.map((item) => ({
      ...item,
      answer: fillPrices(item.answer, prices, `${file}, "${item.question}"`),
    })),
  };
}
