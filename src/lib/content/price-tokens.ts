/**
 * Prices inside editors' text: an FAQ answer or a membership text block names a price by a placeholder, and the page
 * writes the price from the one price list (src/content/prime/membership/prices.yaml) in its place, so the text never
 * holds a figure that could go stale:
 * - `{price:student-premium}` → "₹499 + GST in India or US$15" (the price as every page shows it);
 * - `{price-with-gst:professional-premium-1-year}` → "₹1,180 including GST" (only for a membership whose entry
 *   states `priceWithGst`).
 * The schemas refuse any other placeholder (`placeholderProblems`), the content check refuses an id the price list
 * does not have, and `fillPrices` stops the build with the same message should one get through.
 */
import { priceText, priceWithGstText, type MembershipPrice } from './membership';

/** The kinds of placeholder, each with what it is replaced by. */
type PriceTokenKind = 'price' | 'price-with-gst';

/** Anything written in braces without spaces, e.g. "{price:student-premium}" or a misspelt "{prise:x}". */
const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const TOKEN = /^(price|price-with-gst):([a-z0-9-]+)$/;

export interface PriceToken {
  /** The placeholder as written, e.g. "{price:student-premium}". */
  raw: string;
  kind: PriceTokenKind;
  /** The membership's id in prices.yaml. */
  id: string;
  /** Where it starts in the text. */
  index: number;
}

const HOW =
  'write {price:<id>} or {price-with-gst:<id>} with the id of a membership in src/content/prime/membership/prices.yaml, e.g. {price:student-premium}';

/** The price placeholders of a text, in order. */
export function priceTokens(text: string): PriceToken[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((match) => {
    const token = TOKEN.exec(match[1]);
    return token ? [{ raw: match[0], kind: token[1] as PriceTokenKind, id: token[2], index: match.index }] : [];
  });
}

/** What is wrong with the placeholders of a text, one message each (empty when all are known kinds). */
export function placeholderProblems(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .filter((match) => !TOKEN.test(match[1]))
    .map((match) => `${match[0]} is not a placeholder the site knows: ${HOW}`);
}

/** The words a placeholder stands for, or what is wrong with it and how to fix it. */
export function tokenText(
  token: Pick<PriceToken, 'kind' | 'id'>,
  memberships: readonly MembershipPrice[],
): { text: string } | { problem: string; fix: string } {
  const membership = memberships.find((option) => option.id === token.id);
  if (!membership)
    return {
      problem: `"${token.id}" is not a membership of src/content/prime/membership/prices.yaml`,
      fix: `use one of its ids: ${memberships.map((option) => option.id).join(', ')}`,
    };
  if (token.kind === 'price') return { text: priceText(membership.price) };
  const withGst = priceWithGstText(membership);
  return withGst
    ? { text: withGst }
    : {
        problem: `"${token.id}" states no price with GST in src/content/prime/membership/prices.yaml`,
        fix: `add priceWithGst to "${token.id}" there, or write {price:${token.id}} (the price before GST)`,
      };
}

/**
 * The text with every price placeholder replaced by the price from the list. `where` names the text for the
 * message, e.g. 'src/content/faqs/membership.yaml, "How much does Premium cost?"'.
 */
export function fillPrices(text: string, memberships: readonly MembershipPrice[], where: string): string {
  const problems = placeholderProblems(text);
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
  return text.replace(PLACEHOLDER, (raw, inner: string) => {
    const [kind, id] = inner.split(':') as [PriceTokenKind, string];
    const filled = tokenText({ kind, id }, memberships);
    if ('problem' in filled) throw new Error(`${where}: ${raw}: ${filled.problem}: ${filled.fix}`);
    return filled.text;
  });
}
