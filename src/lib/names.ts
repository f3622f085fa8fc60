/**
 * Names shown whole: "Ematix-Prime" never breaks across two lines. Plain TypeScript without astro:content so the
 * end-to-end tests can use it too; pages and components import it from `~/lib/site`.
 */

/** U+2011 NON-BREAKING HYPHEN: drawn like "-", but a line never breaks after it. */
export const NON_BREAKING_HYPHEN = '\u2011';

/**
 * Hyphenated names that must never break across two lines ("Ematix-/Prime"). The community's name in
 * src/content/site/settings.yaml is one of them (a unit test checks it is covered).
 */
export const UNBREAKABLE_NAMES: readonly string[] = ['Ematix-Prime'];

/**
 * Text as shown on a page: each unbreakable name written with a non-breaking hyphen. Use it for visible text
 * (headings, labels, badges); keep the plain hyphen in <title>, meta tags, JSON-LD and URLs, where search engines
 * and people searching type an ordinary "-".
 */
export function displayText(text: string): string {
  return UNBREAKABLE_NAMES.reduce((shown, name) => shown.replaceAll(name, name.replaceAll('-', NON_BREAKING_HYPHEN)), text);
}
