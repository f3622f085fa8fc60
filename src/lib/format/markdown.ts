/**
 * Markdown written by editors in YAML (FAQ answers), turned into HTML at build time. micromark is the CommonMark
 * parser Astro's own Markdown pipeline is built on (already installed with Astro, nothing extra ships to browsers).
 * Raw HTML in the text is escaped, never passed through, so an answer cannot inject markup or scripts.
 */
import { micromark } from 'micromark';

/** "See [contact us](/contact)." → `<p>See <a href="/contact">contact us</a>.</p>`. Links, bold, lists, paragraphs. */
export function renderMarkdown(markdown: string): string {
  return micromark(markdown.trim()).trim();
}
