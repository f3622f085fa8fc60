/**
 * Membership prices, one way everywhere: src/content/prime/membership/prices.yaml is the one list of what a visitor
 * can register for (for whom, which plan, how long, what it costs); the student membership page, the plan page,
 * the professional page and the registration form all read it through these functions. Plain TypeScript (no Astro
 * imports) so the unit and end-to-end tests use the same rules.
 */
import { formatDollars, formatRupees } from '../format/numbers';

/** Who a membership is for. */
type Audience = 'student' | 'professional' | 'everyone';

export interface MembershipPrice {
  /** The value the registration form receives as `plan`, e.g. "student-premium". */
  id: string;
  for: Audience;
  /** The plan in plans.yaml: "free" or "premium". */
  plan: string;
  /** How long it lasts: a number of years, or "lifetime"; none for a free membership. */
  years?: number | 'lifetime';
  price: { inr: number; usd?: number };
  /**
   * What the company charges in India with GST, as it rounds it (₹999 + 18% = ₹1,178.82, charged ₹1,180): set in
   * the price list where the company states it, never worked out here (see `withGst`, which only checks it).
   */
  priceWithGst?: number;
}

/**
 * How tax is shown, the same on every page: rupee prices are before GST, which members in India pay on top;
 * members elsewhere pay the US dollar price.
 */
const TAX_NOTE = '+ GST in India';

/** GST on membership fees in India, in per cent: what "+ GST" adds to a rupee price. */
export const GST_PERCENT = 18;

/** What the plan page's card says after a price that includes GST. */
const GST_INCLUDED_NOTE = 'including GST';

/** The exact rupee price with GST, before any rounding: 999 → 1178.82. */
export function withGst(inr: number): number {
  return Math.round(inr * (100 + GST_PERCENT)) / 100;
}

/**
 * Whether a stated price with GST fits the price before GST: the company rounds the exact figure (₹1,178.82 →
 * ₹1,180), so anything less than ₹10 away from it fits; a price changed on one side only does not.
 */
export function fitsWithGst(inr: number, priceWithGst: number): boolean {
  return Math.abs(priceWithGst - withGst(inr)) < 10;
}

const AUDIENCE_NAMES: Record<Audience, string> = { student: 'Student', professional: 'Professional', everyone: '' };

/** The membership's name, saying whom it is for: "Student Premium", "Professional Premium", "Free". */
export function membershipName(option: Pick<MembershipPrice, 'for'>, planTitle: string): string {
  return [AUDIENCE_NAMES[option.for], planTitle].filter(Boolean).join(' ');
}

/** "1 year", "3 years", "Lifetime"; "" for a membership without a term. */
export function termLabel(years: MembershipPrice['years']): string {
  if (years === undefined) return '';
  if (years === 'lifetime') return 'Lifetime';
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** What a card's price is for: "/ year", "/ 3 years", "for life"; none for a membership without a term. */
export function periodLabel(years: MembershipPrice['years']): string | undefined {
  if (years === undefined) return undefined;
  if (years === 'lifetime') return 'for life';
  return years === 1 ? '/ year' : `/ ${years} years`;
}

/** The price as a price card shows it: the tax note on every paid price, none on a free one. */
export function shownPrice(price: MembershipPrice['price']): { inr: number; usd?: number; note?: string } {
  return price.inr > 0 ? { ...price, note: TAX_NOTE } : { ...price };
}

/** The price in words on one line: "₹499 + GST in India or US$15"; "₹0" for a free membership. */
export function priceText(price: MembershipPrice['price']): string {
  return `${formatRupees(price.inr)}${price.inr > 0 ? ` ${TAX_NOTE}` : ''}${price.usd !== undefined ? ` or ${formatDollars(price.usd)}` : ''}`;
}

/**
 * The option of the registration form's plan choice: its name, term and price, e.g.
 * "Student Premium, 1 year: ₹499 + GST in India or US$15".
 */
export function optionLabel(option: MembershipPrice, planTitle: string): string {
  const term = termLabel(option.years);
  return `${membershipName(option, planTitle)}${term ? `, ${term.toLowerCase()}` : ''}: ${priceText(option.price)}`;
}

/**
 * The best value among the terms of one membership: the lowest rupee price per year. Only paid terms with a number
 * of years compete (a lifetime term has no yearly price), and only when there are at least two of them; a tie goes
 * to the first in the list. Returns the option's id, or undefined when there is nothing to compare.
 */
export function bestValue(options: readonly MembershipPrice[]): string | undefined {
  const comparable = options.filter(
    (option): option is MembershipPrice & { years: number } =>
      typeof option.years === 'number' && option.years > 0 && option.price.inr > 0,
  );
  if (comparable.length < 2) return undefined;
  let best = comparable[0];
  for (const option of comparable.slice(1))
    if (option.price.inr / option.years < best.price.inr / best.years) best = option;
  return best.id;
}

/** "₹1,180 including GST": a price with GST as the company states it; undefined where the list gives none. */
export function priceWithGstText(option: Pick<MembershipPrice, 'priceWithGst'>): string | undefined {
  return option.priceWithGst === undefined ? undefined : `${formatRupees(option.priceWithGst)} ${GST_INCLUDED_NOTE}`;
}

/**
 * How the plan page's card shows a membership's price (SPEC §9: "Premium INR 1180 including tax"): the price with
 * GST where the price list states one, with the price before GST and the dollar price on a line under it
 * ("₹999 + 18% GST in India · US$20 in other countries"); otherwise as every other page shows it.
 */
export function planCardPrice(option: Pick<MembershipPrice, 'price' | 'priceWithGst'>): {
  price: { inr: number; usd?: number; note?: string };
  detail?: string;
} {
  if (option.priceWithGst === undefined || option.price.inr === 0) return { price: shownPrice(option.price) };
  const abroad = option.price.usd === undefined ? '' : ` · ${formatDollars(option.price.usd)} in other countries`;
  return {
    price: { inr: option.priceWithGst, note: GST_INCLUDED_NOTE },
    detail: `${formatRupees(option.price.inr)} + ${GST_PERCENT}% GST in India${abroad}`,
  };
}
