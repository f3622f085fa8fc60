// @vitest-environment happy-dom
/**
 * The calendar island: the server HTML (build month, no "today") hydrates without a mismatch, then switches to the
 * visitor's month and marks today; keys move the focus; previous / next change month.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConferenceCalendar, { type CalendarItem } from '~/islands/ConferenceCalendar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const events: CalendarItem[] = [
  {
    id: 'iciemsd-2025',
    title: 'ICIEMSD 2025',
    kind: 'conference',
    start: '2025-04-14',
    end: '2025-04-15',
    place: 'Online',
    href: '/service/conference2',
    ics: '/ematixprime/events/iciemsd-2025.ics',
  },
  {
    id: 'pcb',
    title: 'PCB webinar',
    kind: 'webinar',
    start: '2025-06-07',
    place: 'Online',
    href: '/x',
    ics: '/ematixprime/events/pcb.ics',
  },
];

async function mount(initialMonth = { year: 2026, month: 11 }, list: CalendarItem[] = events) {
  const props = { events: list, initialMonth, buildDay: '2026-11-01' };
  const html = renderToString(<ConferenceCalendar {...props} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const serverMonth = host.querySelector('h3')?.textContent;
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(host, <ConferenceCalendar {...props} />, { onRecoverableError: (error) => console.error(error) });
  });
  return { host, serverMonth, errors };
}

describe('ConferenceCalendar', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.previewToday;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("renders the build month with no today on the server, hydrates cleanly, then shows the visitor's month and today", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-14T10:00:00'));
    const { host, serverMonth, errors } = await mount();
    expect(serverMonth).toBe('November 2026');
    expect(errors).not.toHaveBeenCalled();
    expect(host.querySelector('h3')?.textContent).toBe('April 2025');
    const today = host.querySelectorAll('[aria-current="date"]');
    expect(today).toHaveLength(1);
    expect(today[0].getAttribute('data-day')).toBe('2025-04-14');
    expect(today[0].getAttribute('tabindex')).toBe('0');
    expect(host.querySelectorAll('td[tabindex="0"]')).toHaveLength(1);
    expect(host.querySelector('[data-day="2025-04-15"]')?.textContent).toContain('ICIEMSD 2025');
    expect(host.querySelector('[data-day="2025-04-15"]')?.getAttribute('data-kind')).toBe('conference');
    expect(host.querySelectorAll('tbody tr')).toHaveLength(6);
  });

  it('moves between months with the buttons and across the year end with the keys', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-30T12:00:00'));
    const { host } = await mount();
    const next = host.querySelector<HTMLButtonElement>('button[aria-label^="Next month"]')!;
    expect(next.getAttribute('aria-label')).toBe('Next month, January 2026');
    await act(async () => next.click());
    expect(host.querySelector('h3')?.textContent).toBe('January 2026');
    await act(async () => host.querySelector<HTMLButtonElement>('button[aria-label^="Previous month"]')!.click());
    expect(host.querySelector('h3')?.textContent).toBe('December 2025');

    const day = host.querySelector<HTMLElement>('[data-day="2025-12-30"]')!;
    day.focus();
    await act(async () => {
      day.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(host.querySelector('h3')?.textContent).toBe('January 2026');
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-01-06');
  });

  it("lists a month's events by date, whatever the order of the data", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-02T12:00:00'));
    const webinar = (id: string, start: string, end?: string): CalendarItem => ({
      id,
      title: id,
      kind: 'webinar',
      start,
      end,
      place: 'Online',
      href: `/ematixprime/events/${id}`,
      ics: `/ematixprime/events/${id}.ics`,
    });
    // Written out of order, as an editor may add an entry at the end of the file.
    const { host } = await mount({ year: 2026, month: 11 }, [
      webinar('late-january', '2027-01-23'),
      webinar('early-january', '2027-01-09'),
      webinar('new-year', '2026-12-31', '2027-01-01'),
    ]);
    expect(host.querySelector('h3')?.textContent).toBe('January 2027');
    const listed = [...host.querySelectorAll('[data-month-events] li')].map((item) => item.getAttribute('data-start'));
    expect(listed).toEqual(['2026-12-31', '2027-01-09', '2027-01-23']);
  });

  it('under astro dev with SITE_TODAY, shows the previewed day (the page carries it), not the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-14T10:00:00'));
    document.documentElement.dataset.previewToday = '2025-06-07';
    const { host } = await mount();
    expect(host.querySelector('h3')?.textContent).toBe('June 2025');
    expect(host.querySelector('[aria-current="date"]')?.getAttribute('data-day')).toBe('2025-06-07');
  });

  it('names the next event in an empty month and jumps to it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-10T12:00:00'));
    const { host } = await mount();
    const note = host.querySelector('[data-month-events]')!;
    expect(note.textContent).toContain('No conferences or webinars this month.');
    expect(note.textContent).toContain('PCB webinar');
    await act(async () => note.querySelector('button')!.click());
    expect(host.querySelector('h3')?.textContent).toBe('June 2025');
  });
});
