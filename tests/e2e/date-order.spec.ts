/**
 * Every dated list is shown in date order, whatever the order of its file (docs/architecture.md, "Order of
 * entries"): what is ahead soonest first, what is over newest first, the calendar's month and a conference's
 * important dates soonest first. The dates are read from the page (the `data-start`, `data-date` and `datetime` each
 * item carries beside the date it shows) and checked against a plain sort of themselves, so the check does not
 * depend on the sort helper it tests; the items shown are the data's (as a set).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { archive, conferences, events, webinars } from './prime-content';
import { batches, courses, gallery } from './learning-content';
import { isUpcoming } from '../../src/lib/time/today';
import { builtFor, noonInIndia } from '../support/site';

type Order = 'soonest-first' | 'newest-first';

/** The dates as the page lists them, checked to be in `order` (ties in any order). */
function expectInOrder(dates: (string | null)[], order: Order, list: string) {
  const known = dates.filter((date): date is string => Boolean(date));
  expect(known, `${list}: every item carries its date`).toHaveLength(dates.length);
  const sorted = [...known].sort();
  expect(known, `${list} is ${order}`).toEqual(order === 'soonest-first' ? sorted : sorted.reverse());
}

/** An attribute of each item of a list that is shown (not hidden by the rule for time), in page order. */
const shownAttribute = (items: Locator, name: string) =>
  items.evaluateAll(
    (elements, attribute) =>
      elements.filter((element) => !element.closest('[hidden]')).map((element) => element.getAttribute(attribute)),
    name,
  );

const lastDay = (item: { start: string; end?: string }) => item.end ?? item.start;
/** The day after every event of the content: each is over, so every past list holds all of them. */
const afterAll = () => noonInIndia(events().map(lastDay).sort().at(-1)!, 1);

async function visit(page: Page, path: string, at: Date) {
  await page.clock.setFixedTime(at);
  await page.goto(path);
}

test('upcoming conferences and webinars: soonest first (the build day)', async ({ page }) => {
  for (const { path, list, data } of [
    { path: '/ematixprime/conference/upcoming', list: 'featured-conferences', data: conferences() },
    { path: '/ematixprime/initiative/upcomingwebinar', list: 'webinars', data: webinars() },
  ]) {
    await visit(page, path, noonInIndia(builtFor));
    const items = page.getByTestId(list).locator('[data-event]');
    expectInOrder(await shownAttribute(items, 'data-start'), 'soonest-first', path);
    expect((await shownAttribute(items, 'data-event')).sort(), path).toEqual(
      data
        .filter((event) => isUpcoming(event, builtFor))
        .map((event) => event.id)
        .sort(),
    );
  }
});

test('past webinars: newest first', async ({ page }) => {
  await visit(page, '/ematixprime/initiative/pastwebinar', afterAll());
  const items = page.getByTestId('webinars').locator('[data-event]');
  expectInOrder(await shownAttribute(items, 'data-start'), 'newest-first', 'past webinars');
  expect((await shownAttribute(items, 'data-event')).sort()).toEqual(
    webinars()
      .map((webinar) => webinar.id)
      .sort(),
  );
});

test('past conferences: every year newest first', async ({ page }) => {
  await visit(page, '/ematixprime/conference/pastconference', afterAll());
  const panels = page.locator('[data-year-panel]');
  const shown: string[] = [];
  for (const panel of await panels.all()) {
    const year = await panel.getAttribute('data-year-panel');
    // The panels of other years are hidden by the year tabs, not by the rule for time: read each panel's own items.
    const items = await panel
      .locator('[data-conference]')
      .evaluateAll((elements) =>
        elements
          .filter((element) => !element.hasAttribute('hidden'))
          .map((element) => [element.getAttribute('data-conference')!, element.getAttribute('data-start')] as const),
      );
    expectInOrder(
      items.map(([, start]) => start),
      'newest-first',
      `past conferences of ${year}`,
    );
    shown.push(...items.map(([id]) => id));
  }
  // Every conference of an archive year is there, each once.
  expect(shown.sort()).toEqual(
    conferences()
      .filter((event) => Number(event.start.slice(0, 4)) >= archive().since)
      .map((event) => event.id)
      .sort(),
  );
});

test("the conference calendar lists the busiest month's events soonest first", async ({ page }) => {
  const perMonth = new Map<string, number>();
  for (const event of events()) perMonth.set(event.start.slice(0, 7), (perMonth.get(event.start.slice(0, 7)) ?? 0) + 1);
  const busiest = [...perMonth].sort((a, b) => b[1] - a[1])[0][0];
  await visit(page, '/ematixprime/conference', noonInIndia(`${busiest}-01`));
  const calendar = page.locator('[data-calendar]');
  await calendar.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const items = calendar.locator('[data-month-events] li');
  await expect(items).toHaveCount(
    perMonth.get(busiest)! + events().filter((e) => startsBeforeAndTouches(e, busiest)).length,
  );
  expectInOrder(await shownAttribute(items, 'data-start'), 'soonest-first', `the calendar's ${busiest}`);
});

/** An event that starts in an earlier month and lasts into `month` ("YYYY-MM"): listed in that month too. */
function startsBeforeAndTouches(event: { start: string; end?: string }, month: string) {
  return event.start.slice(0, 7) < month && lastDay(event).slice(0, 7) >= month;
}

test('the batch schedule: soonest first', async ({ page }) => {
  const ahead = batches().filter((batch) => isUpcoming(batch, builtFor));
  const first = ahead.map((batch) => batch.start).sort()[0];
  await visit(page, '/ematixprime/internship', noonInIndia(first ?? builtFor, -1));
  const items = page.getByTestId('batch-schedule').locator('ul:not([data-copy]) [data-batch]');
  expectInOrder(await shownAttribute(items, 'data-start'), 'soonest-first', 'batch schedule');
  expect(await shownAttribute(items, 'data-batch')).toHaveLength(ahead.length);
});

test('the courses: by start date, soonest first', async ({ page }) => {
  for (const path of ['/service/course', '/service/elearning']) {
    await visit(page, path, noonInIndia(builtFor));
    const starts = await page
      .getByTestId('courses')
      .locator(':scope > li')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('[data-start]')?.getAttribute('data-start') ?? null),
      );
    expect(starts, path).toHaveLength(courses().length);
    expectInOrder(starts, 'soonest-first', path);
  }
});

test('the MOU and events gallery: newest first, undated cards after', async ({ page }) => {
  await page.goto('/ematixprime/mougallery');
  const dates = await page
    .getByTestId('gallery-mou')
    .locator('[data-gallery-card]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-date')));
  expect(dates).toHaveLength(gallery('mou').cards.length);
  const dated = dates.filter(Boolean);
  // Undated cards (a number of days only) come after every dated one.
  expect(dates.slice(0, dated.length)).toEqual(dated);
  expectInOrder(dated, 'newest-first', 'MOU and events gallery');
});

test("a conference's important dates: soonest first", async ({ page }) => {
  for (const path of ['/service/conference', '/service/conference2']) {
    await page.goto(path);
    const dates = await page
      .locator('[data-important-dates] time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates.length, path).toBeGreaterThan(0);
    expectInOrder(dates, 'soonest-first', `${path} important dates`);
  }
});
