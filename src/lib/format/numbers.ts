/** Number and price formatting, the Indian way. */

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 79000 → "₹79,000"; 150000 → "₹1,50,000" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatRupees: ${amount} is not a number of rupees`);
  return `₹${indianNumber.format(Math.round(amount))}`;
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

const dayMonthYear = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const parts = (iso: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso))
    throw new RangeError(`formatDateRange: "${iso}" is not a date written as YYYY-MM-DD`);
  const date = new Date(`${iso}T00:00:00Z`);
  const get = (type: string) => dayMonthYear.formatToParts(date).find((part) => part.type === type)!.value;
  return { day: get('day'), month: get('month'), year: get('year') };
};

/**
 * An event's dates the Indian way, sharing what the two ends have in common: "2025-06-23" → "23 June 2025";
 * "2025-06-23".."2025-06-27" → "23–27 June 2025"; across months "30 June – 2 July 2025"; across years
 * "30 December 2025 – 2 January 2026".
 */
export function formatDateRange(start: string, end?: string): string {
  const a = parts(start);
  if (!end || end === start) return `${a.day} ${a.month} ${a.year}`;
  const b = parts(end);
  if (end < start) throw new RangeError(`formatDateRange: ${end} is before ${start}`);
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}
