/** Wording helpers for the content check's messages: close-match suggestions and short value descriptions. */
import { formatMonth } from '../../lib/time/calendar';
import type { Problem } from './index';

/** Edit distance between two words (insertions, deletions, substitutions, and swapped neighbours count 1). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The choice closest to `word` when it is close enough to be a typo, e.g. "titel" → "title". */
export function closest(word: string, choices: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const choice of choices) {
    const d = choice.toLowerCase() === lower ? 0 : distance(lower, choice.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [choice, d];
  }
  const allowed = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/** A value as an editor wrote it, shortened for one line: "text", 42, true, a list, a group of fields. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/** What kind of value this is, in editors' words. */
export function kind(value: unknown): string {
  if (typeof value === 'string') return `text (${show(value)})`;
  if (typeof value === 'number') return `a number (${value})`;
  if (typeof value === 'boolean') return `${value} (a yes/no value)`;
  if (value instanceof Date) return `a date written without quotes (${show(value)})`;
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return 'empty';
  return 'a group of fields';
}

/**
 * Why a YYYY-MM-DD text is not a real date, e.g. "there is no month 13" or "June has only 30 days";
 * undefined when it is a real date or not in that form at all.
 */
export function impossibleDate(text: string): string | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1) return 'there is no day 0';
  if (day > days) return `${formatMonth({ year, month })} has only ${days} days`;
  return undefined;
}

/** The problems without repeats (one mistake can be found by two checks), in their order. */
export function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.field}:${p.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One problem on one line: `file:line  field  what is wrong  → how to fix it`. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}  ${problem.field}  ${problem.what}  → ${problem.fix}`.replace(/\*\*/g, '');
}
