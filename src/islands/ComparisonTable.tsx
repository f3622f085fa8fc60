/**
 * The institutional membership comparison table (/ematixprime/membership/institutional).
 *
 * Server HTML (before hydration, and for visitors without JavaScript): a complete table with column headers
 * (`scope="col"`), one `<tbody>` per numbered section headed by a `scope="rowgroup"` cell, and each benefit's name
 * as its row header (`scope="row"`). Hydration adds the keyboard model of src/lib/widgets/comparison-table.ts: the item
 * rows become one Tab stop; Up/Down (and Home/End) move focus between them, Enter or Space selects the focused row
 * (aria-selected, a highlight, and a polite announcement); a click selects too. Nothing changes size on hydration:
 * the keyboard hint is in the server HTML too, only hidden until the keys work.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { tabStopIndex, tableActionForKey } from '~/lib/widgets/comparison-table';
import ErrorBoundary from './ErrorBoundary';

export interface ComparisonItem {
  title: string;
  members?: string;
  standard: string;
  prime: string;
}

interface Props {
  /** Unique id on the page. */
  id: string;
  /** The table's caption: what it compares. */
  caption: string;
  /** Header of the first column (the benefits), e.g. "QS Ranking". */
  benefitHeader: string;
  /** Headers of the two compared columns, in the data's order: [Standard, Prime]. */
  levelHeaders: [string, string];
  /** The numbered sections with their item rows. */
  sections: { number: number; title: string; rows: ComparisonItem[] }[];
}

function ComparisonTableWidget({ id, caption, benefitHeader, levelHeaders, sections }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const items = sections.flatMap((section) => section.rows);
  const count = items.length;

  useEffect(() => setHydrated(true), []);

  const focusRow = (index: number) => {
    setActive(index);
    rows.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = tableActionForKey(event.key, index, count);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'focus') focusRow(action.index);
    else setSelected(action.index);
  };

  const tabStop = hydrated ? tabStopIndex(active, count) : -1;
  let index = -1;

  return (
    <div>
      <table
        className="w-full border-collapse text-left text-sm [overflow-wrap:break-word] max-[359px]:[overflow-wrap:anywhere] sm:text-base"
        aria-describedby={hydrated ? `${id}-hint` : undefined}
      >
        <caption className="mb-3 text-left text-sm text-ink-muted">{caption}</caption>
        <thead>
          <tr className="bg-brand-900 text-white">
            <th scope="col" className="w-3/5 px-3 py-3 font-semibold sm:w-1/2 sm:px-4">
              {benefitHeader}
            </th>
            {levelHeaders.map((header) => (
              <th key={header} scope="col" className="px-2 py-3 text-center font-semibold sm:px-4">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.number}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={3}
                className="border-b border-brand-200 bg-brand-50 px-3 pb-2 pt-5 text-base font-bold text-brand-900 sm:px-4"
              >
                {section.number}. {section.title}
              </th>
            </tr>
            {section.rows.map((row) => {
              index += 1;
              const rowIndex = index;
              const isSelected = selected === rowIndex;
              return (
                <tr
                  key={row.title}
                  ref={(element) => {
                    rows.current[rowIndex] = element;
                  }}
                  tabIndex={hydrated ? (rowIndex === tabStop ? 0 : -1) : undefined}
                  aria-selected={hydrated ? isSelected : undefined}
                  onKeyDown={hydrated ? (event) => onKeyDown(event, rowIndex) : undefined}
                  onFocus={hydrated ? () => setActive(rowIndex) : undefined}
                  onClick={hydrated ? () => setSelected(rowIndex) : undefined}
                  className={`border-b border-ink-soft outline-none focus-visible:outline focus-visible:outline-[3px] focus-visible:-outline-offset-[3px] focus-visible:outline-brand-700 ${isSelected ? 'bg-accent-100' : 'bg-white'} ${hydrated ? 'cursor-pointer' : ''}`}
                >
                  <th scope="row" className="px-3 py-3 font-semibold text-ink sm:px-4">
                    {row.title}
                    {row.members && <span className="block text-sm font-normal text-ink-muted">{row.members}</span>}
                  </th>
                  <td className="px-2 py-3 text-center sm:px-4">{row.standard}</td>
                  <td className="px-2 py-3 text-center font-semibold text-brand-800 sm:px-4">{row.prime}</td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
      {/* In the server HTML too (no shift on hydration), but hidden until the keys work. */}
      <p id={`${id}-hint`} className={`mt-3 text-sm text-ink-muted ${hydrated ? '' : 'invisible'}`}>
        Tip: Tab into the table, move between rows with the Up and Down arrow keys, and press Enter or Space to
        highlight a row.
      </p>
      <p className="sr-only" aria-live="polite">
        {selected !== null ? `Highlighted: ${items[selected]?.title}` : ''}
      </p>
    </div>
  );
}

export default function ComparisonTable(props: Props) {
  return (
    <ErrorBoundary>
      <ComparisonTableWidget {...props} />
    </ErrorBoundary>
  );
}
