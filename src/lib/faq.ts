/** FAQ helpers: the schema.org FAQPage data search engines read for a list of questions. */
import { renderMarkdown } from './markdown';

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
