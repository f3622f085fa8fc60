/** Number and price formatting, the Indian way. */

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 79000 → "₹79,000"; 150000 → "₹1,50,000" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatRupees: ${amount} is not a number of rupees`);
  return `₹${indianNumber.format(Math.round(amount))}`;
}

/** The same price as words for screen readers and structured data: 79000 → "79,000 rupees". */
export function rupeesForSpeech(amount: number): string {
  return `${indianNumber.format(Math.round(amount))} rupees`;
}

/** Copyright years: "2025" while the build year is 2025, then "2025–2026" and so on. */
export function copyrightYears(since: number, buildYear: number): string {
  return buildYear > since ? `${since}–${buildYear}` : `${since}`;
}

const usNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 15 → "US$15"; 1200 → "US$1,200" (the "US" tells it apart from other dollars for visitors abroad). */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatDollars: ${amount} is not a number of dollars`);
  return `US$${usNumber.format(Math.round(amount))}`;
}
