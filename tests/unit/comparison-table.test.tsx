// @vitest-environment happy-dom
/**
 * The institutional comparison table island: its server HTML is a complete table with proper headers and no
 * keyboard state; hydrated, it has one Tab stop, moves with the arrow keys and selects with Enter or Space, with no
 * React warning (the first client render matches the server HTML).
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ComparisonTable from '~/islands/ComparisonTable';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const props = {
  id: 't',
  caption: 'Standard and Prime compared',
  benefitHeader: 'QS Ranking',
  levelHeaders: ['Standard', 'Prime'] as [string, string],
  sections: [
    {
      number: 1,
      title: 'Publishing',
      rows: [{ title: 'Editing discount', members: 'Faculty', standard: '10%', prime: '30%' }],
    },
    {
      number: 2,
      title: 'Conferences',
      rows: [
        { title: 'Presentation discount', standard: '10%', prime: '15%' },
        { title: 'Keynote slots', standard: '4', prime: 'Unlimited' },
      ],
    },
  ],
};

const press = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('ComparisonTable island', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('renders a complete table with scoped headers and no keyboard state on the server', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ComparisonTable {...props} />);
    expect([...host.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual([
      'QS Ranking',
      'Standard',
      'Prime',
    ]);
    expect([...host.querySelectorAll('th[scope="rowgroup"]')].map((th) => th.textContent)).toEqual([
      '1. Publishing',
      '2. Conferences',
    ]);
    expect([...host.querySelectorAll('th[scope="row"]')].map((th) => th.textContent)).toEqual([
      'Editing discountFaculty',
      'Presentation discount',
      'Keynote slots',
    ]);
    expect(host.querySelector('caption')?.textContent).toBe('Standard and Prime compared');
    expect(host.querySelectorAll('[tabindex], [aria-selected]')).toHaveLength(0);
  });

  it('hydrates without a warning and then works by keyboard', async () => {
    const errors = vi.spyOn(console, 'error');
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ComparisonTable {...props} />);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <ComparisonTable {...props} />);
    });
    expect(errors).not.toHaveBeenCalled();
    const rows = [...host.querySelectorAll<HTMLTableRowElement>('tr:has(th[scope="row"])')];
    expect(rows.map((row) => row.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);

    await act(async () => rows[0].focus());
    await act(async () => press(rows[0], 'ArrowDown'));
    expect(document.activeElement).toBe(rows[1]);
    expect(rows.map((row) => row.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    await act(async () => press(rows[1], 'Enter'));
    expect(rows[1].getAttribute('aria-selected')).toBe('true');
    await act(async () => press(rows[1], 'End'));
    expect(document.activeElement).toBe(rows[2]);
    await act(async () => press(rows[2], ' '));
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    expect(host.querySelector('[aria-live]')?.textContent).toBe('Highlighted: Keynote slots');
    expect(errors, 'no React warning').not.toHaveBeenCalled();
    await act(async () => press(rows[2], 'Home'));
    expect(document.activeElement).toBe(rows[0]);
  });
});
