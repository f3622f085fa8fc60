/**
 * Keyboard model of the institutional comparison table (src/islands/ComparisonTable.tsx): the item rows form one
 * roving-focus list. Up and Down move focus to the previous or next row and stop at the ends; Home and End go to
 * the first and last row; Enter or Space selects the focused row. Section rows are headings, not stops.
 */

export type TableAction = { kind: 'focus'; index: number } | { kind: 'select'; index: number };

/** What a key press on row `current` of `count` rows does, or null for keys the table leaves to the browser. */
export function tableActionForKey(key: string, current: number, count: number): TableAction | null {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`comparison table: need at least one row, got ${count}`);
  if (!Number.isInteger(current) || current < 0 || current >= count) {
    throw new RangeError(`comparison table: row ${current} is outside 0–${count - 1}`);
  }
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: Math.min(current + 1, count - 1) };
    case 'ArrowUp':
      return { kind: 'focus', index: Math.max(current - 1, 0) };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: count - 1 };
    case 'Enter':
    case ' ':
    case 'Spacebar': // old Edge and Firefox
      return { kind: 'select', index: current };
    default:
      return null;
  }
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
      if (!current) throw new Error('institutional-rows.yaml: the first row must be a "section" row, so every item belongs to a numbered section');
      current.rows.push(row);
    }
  }
  const empty = sections.filter((section) => section.rows.length === 0).map((section) => `"${section.title}"`);
  if (empty.length) throw new Error(`institutional-rows.yaml: the section ${empty.join(', ')} has no item rows under it`);
  return sections;
}
