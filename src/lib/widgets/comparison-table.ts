/**
 * The institutional comparison table (src/islands/ComparisonTable.tsx): its rows grouped into sections, and its keys.
 * The item rows form one roving-focus list moved through with the site's one keyboard model (src/lib/widgets/tabs.ts),
 * vertical and stopping at the ends; Enter or Space selects the focused row. Section rows are headings, not stops.
 */
import { indexForKeyStopping } from './tabs';

export type TableAction = { kind: 'focus'; index: number } | { kind: 'select'; index: number };

/** What a key press on row `current` of `count` rows does, or null for keys the table leaves to the browser. */
export function tableActionForKey(key: string, current: number, count: number): TableAction | null {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`comparison table: need at least one row, got ${count}`);
  if (!Number.isInteger(current) || current < 0 || current >= count) {
    throw new RangeError(`comparison table: row ${current} is outside 0–${count - 1}`);
  }
  // 'Spacebar': old Edge and Firefox.
  if (key === 'Enter' || key === ' ' || key === 'Spacebar') return { kind: 'select', index: current };
  const index = indexForKeyStopping(key, current, count, 'vertical');
  return index === null ? null : { kind: 'focus', index };
}

/** The row that takes Tab focus: the selected one, else the first. */
export function tabStopIndex(selected: number | null, count: number): number {
  return selected !== null && selected >= 0 && selected < count ? selected : 0;
}

export interface ComparisonSection<Row> {
  /** 1-based number shown before the section's title. */
  number: number;
  title: string;
  rows: Row[];
}

/**
 * Groups the flat list of the data file (a section row, then its item rows, then the next section…) into numbered
 * sections. Fails with the editor's mistake named: an item before the first section, or a section without items.
 */
export function groupComparisonRows<Row extends { type: 'item' }>(
  rows: readonly ({ type: 'section'; title: string } | Row)[],
): ComparisonSection<Row>[] {
  const sections: ComparisonSection<Row>[] = [];
  for (const row of rows) {
    if (row.type === 'section') {
      sections.push({ number: sections.length + 1, title: row.title, rows: [] });
    } else {
      const current = sections.at(-1);
      if (!current)
        throw new Error(
          'src/content/pages/ematixprime/membership/institutional.yaml, rows: the first row must be a "section" row, so every item belongs to a numbered section',
        );
      current.rows.push(row);
    }
  }
  const empty = sections.filter((section) => section.rows.length === 0).map((section) => `"${section.title}"`);
  if (empty.length)
    throw new Error(
      `src/content/pages/ematixprime/membership/institutional.yaml, rows: the section ${empty.join(', ')} has no item rows under it`,
    );
  return sections;
}
