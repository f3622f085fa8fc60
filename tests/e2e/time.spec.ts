/**
 * The rule for time on the built site (~/lib/today): what a page offers follows the dates in the content, for the day
 * the build was made for (SITE_TODAY, `builtFor`) and again for the visitor's day (Playwright's clock). Expected
 * values come from the content and the same rule, never from a calendar date written here.
 */
import { expect, test, type Page } from '@playwright/test';
import { conferenceDetails, conferences, events, shown, webinars, type PrimeEvent } from './prime-content';
import { batches } from './learning-content';
import { formatDateRange } from '../../src/lib/format';
import { eventPagePath } from '../../src/lib/events';
import { byDate } from '../../src/lib/date-order';
import { isoDateIn, isUpcoming, registrationOpen } from '../../src/lib/today';
import { formatBatchDate } from '../../src/lib/internships';
import { builtFor, noonInIndia, pages, read } from '../support/site';

const main = (page: Page) => page.locator('main');
const byId = (id: string) => events().find((event) => event.id === id)!;
const lastDay = (event: { start: string; end?: string }) => event.end ?? event.start;
const eventLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .flat()
    .find((data) => data['@type'] === 'Event');

for (const id of ['iciemsd-2025', 'awards-conference-2025']) {
  test(`${id}: open on the build day, its actions gone once it is over, listed as past (fixed clock)`, async ({
    page,
  }) => {
    const event = byId(conferenceDetails(id).event);
    const path = eventPagePath(event);
    test.skip(
      !registrationOpen(event, builtFor),
      `registration for ${event.id} is closed on the build day ${builtFor}`,
    );

    await page.clock.setFixedTime(noonInIndia(builtFor));
    await page.goto(path);
    await expect(page.locator('[data-register-now]')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Add to calendar/ })).toBeVisible();
    await expect(page.locator('[data-event-held]')).toBeHidden();
    await expect(
      page.getByTestId('registration').getByRole('link', { name: 'Register by message' }).first(),
    ).toBeVisible();
    const ld = await eventLd(page);
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.offers).toMatchObject({ priceCurrency: 'INR', url: expect.stringContaining('#register') });

    if (event.closes && event.closes < event.start) {
      // Between the deadline and the event: no registering, still on the calendar.
      await page.clock.setFixedTime(noonInIndia(event.closes, 1));
      await page.goto(path);
      await expect(page.locator('[data-register-now]')).toBeHidden();
      await expect(page.getByRole('link', { name: /^Add to calendar/ })).toBeVisible();
      await expect(page.locator('[data-registration-closed]')).toBeVisible();
    }

    // The day after: held, nothing to register for or add to a calendar, what still makes sense offered.
    await page.clock.setFixedTime(noonInIndia(lastDay(event), 1));
    await page.goto(path);
    await expect(page.locator('[data-register-now]')).toBeHidden();
    await expect(page.getByRole('link', { name: /^Add to calendar/ })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Register Now' }).filter({ visible: true })).toHaveCount(0);
    await expect(
      page.getByTestId('registration').getByRole('link', { name: 'Register by message' }).filter({ visible: true }),
    ).toHaveCount(0);
    const held = page.locator('[data-event-held]');
    await expect(held).toBeVisible();
    await expect(held).toContainText(`Held on ${formatDateRange(event.start, event.end)}`);
    await expect(held.getByRole('link', { name: 'Conference proceedings' })).toHaveAttribute(
      'href',
      '/ematixprime/publication/proceeding',
    );
    // Its content stays.
    for (const track of conferenceDetails(id).tracks)
      await expect(page.getByTestId('tracks')).toContainText(track.title);

    await page.goto('/ematixprime/conference/pastconference');
    await expect(main(page).locator(`[data-conference="${event.id}"]`)).toBeAttached();
    await main(page)
      .getByRole('tab', { name: event.start.slice(0, 4) })
      .click();
    await expect(main(page).locator(`[data-conference="${event.id}"]`)).toBeVisible();
    await page.goto('/ematixprime/conference/upcoming');
    await expect(main(page).locator(`[data-event="${event.id}"]`).filter({ visible: true })).toHaveCount(0);
  });
}

// An event with a last day to register (`closes`) before its last day: from the day after `closes` until it is held,
// no way to register, "Registration closed on <closes>", still "Add to calendar"; then held as any event.
const closing = () => byDate(events()).filter((event) => event.closes && event.closes < lastDay(event));

test('after its closes day an event stops offering registration and says when it closed, until it is held (fixed clock)', async ({
  page,
}) => {
  test.skip(closing().length === 0, 'no event in the content has a closes day before its last day');
  for (const event of closing()) {
    const closedOn = `Registration closed on ${formatDateRange(event.closes!)}`;
    const upcomingList =
      event.kind === 'webinar' ? '/ematixprime/initiative/upcomingwebinar' : '/ematixprime/conference/upcoming';

    // On its closes day registration is still open.
    await page.clock.setFixedTime(noonInIndia(event.closes!));
    await page.goto(eventPagePath(event));
    await expect(page.locator('[data-register-now]'), event.id).toBeVisible();
    await expect(page.locator('[data-registration-closed-on]'), event.id).toBeHidden();
    if (isUpcoming(event, builtFor)) {
      // Its card on the upcoming list names the last day to register.
      await page.goto(upcomingList);
      const card = page.locator(`[data-event="${event.id}"]`);
      await expect(card.locator('[data-event-closes]'), event.id).toHaveText(
        `Last day to register: ${formatDateRange(event.closes!)}`,
      );
      await expect(card.locator('[data-registration-closed-on]'), event.id).toBeHidden();
    }

    // The day after: closed, the event still ahead (or under way).
    await page.clock.setFixedTime(noonInIndia(event.closes!, 1));
    await page.goto(eventPagePath(event));
    await expect(page.locator('[data-register-now]'), event.id).toBeHidden();
    await expect(page.getByRole('link', { name: /^Register/ }).filter({ visible: true }), event.id).toHaveCount(0);
    if (event.kind === 'webinar') await expect(page.getByTestId('webinar-form'), event.id).toBeHidden();
    await expect(page.locator('[data-registration-closed-on]'), event.id).toBeVisible();
    await expect(page.locator('[data-registration-closed-on]'), event.id).toHaveText(closedOn);
    await expect(
      page
        .getByRole('link', { name: /^Add to calendar/ })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.locator('[data-event-held]'), event.id).toBeHidden();

    // Its card in the upcoming list says so too, and offers no registration.
    if (isUpcoming(event, builtFor)) {
      await page.goto(upcomingList);
      const card = page.locator(`[data-event="${event.id}"]`);
      await expect(card, event.id).toBeVisible();
      await expect(card.locator('[data-registration-closed-on]'), event.id).toHaveText(closedOn);
      await expect(card.locator('[data-event-closes]'), event.id).toBeHidden();
      await expect(card.getByRole('link', { name: /^Register/ }).filter({ visible: true }), event.id).toHaveCount(0);
    }

    // Once it is over: held, the "closed on" line gone.
    await page.clock.setFixedTime(noonInIndia(lastDay(event), 1));
    await page.goto(eventPagePath(event));
    await expect(page.locator('[data-event-held]'), event.id).toBeVisible();
    await expect(page.locator('[data-registration-closed-on]'), event.id).toBeHidden();
  }
});

test("without JavaScript the build day's truth stands", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const conference of conferences().filter((event) => !event.link || event.link.startsWith('/'))) {
    await page.goto(eventPagePath(conference));
    await expect(page.locator('[data-event-held]'), conference.id).toBeVisible({
      visible: !isUpcoming(conference, builtFor),
    });
    await expect(page.locator('[data-register-now]'), conference.id).toBeVisible({
      visible: registrationOpen(conference, builtFor),
    });
  }
  await context.close();
});

test("a past event's page has no register button, and its JSON-LD says it is not scheduled and offers nothing", async ({
  page,
}) => {
  const past = byDate(events()).filter((event) => !isUpcoming(event, builtFor));
  test.skip(past.length === 0, 'nothing is over on the build day');
  for (const event of past) {
    await page.goto(eventPagePath(event));
    const ld = await eventLd(page);
    expect(ld.name, event.id).toBe(event.title);
    expect(ld.eventStatus, event.id).toBeUndefined();
    expect(ld.offers, event.id).toBeUndefined();
    await expect(page.getByRole('link', { name: /^Register/ }).filter({ visible: true }), event.id).toHaveCount(0);
  }
});

test('the upcoming conferences with nothing ahead say so plainly and show the way on', async ({ page }) => {
  const latest = conferences().map(lastDay).sort().at(-1)!;
  await page.clock.setFixedTime(noonInIndia(latest, 1));
  await page.goto('/ematixprime/conference/upcoming');
  await expect(page.getByTestId('featured-conferences').locator('li').filter({ visible: true })).toHaveCount(0);
  const empty = page.getByTestId('dated-empty');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText(/no conferences are open/i);
  for (const href of [
    '/ematixprime/conference/pastconference',
    '/ematixprime/initiative/upcomingwebinar',
    '#inquiry',
  ]) {
    await expect(empty.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(empty.locator('a[href^="/contact?subject="]')).toBeVisible();
  // The heading claims no year.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming International Conferences');
  // The inquiry form is where the empty note points.
  await empty.locator('a[href="#inquiry"]').click();
  await expect(page.locator('#inquiry')).toBeInViewport();
});

test('every conference and webinar has its own page with its facts, linked from its list', async ({ page }) => {
  for (const event of events()) {
    const response = await page.goto(eventPagePath(event));
    expect(response?.status(), event.id).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), event.id).toHaveText(shown(event.title));
    await expect(main(page), event.id).toContainText(formatDateRange(event.start, event.end));
    if (event.speaker) await expect(main(page), event.id).toContainText(shown(event.speaker));
  }
});

test('a webinar that is over moves to the past list and loses its registration (fixed clock)', async ({ page }) => {
  const webinar = byDate(webinars()).find((w) => isUpcoming(w, builtFor));
  test.skip(!webinar, 'no webinar is ahead on the build day');
  await page.clock.setFixedTime(noonInIndia(lastDay(webinar!), 1));
  await page.goto(eventPagePath(webinar!));
  await expect(page.getByTestId('webinar-form')).toBeHidden();
  await expect(page.locator('[data-registration-closed]')).toBeVisible();
  await page.goto('/ematixprime/initiative/pastwebinar');
  await expect(page.locator(`[data-event="${webinar!.id}"]`)).toBeVisible();
});

test('the batch schedule: a batch between its start and end shows as running; ended batches leave', async ({
  page,
}) => {
  const running = batches()
    .filter((batch) => batch.end && batch.end > batch.start && isUpcoming(batch, builtFor))
    .sort((a, b) => a.start.localeCompare(b.start))[0];
  test.skip(!running, 'no batch with an end date is ahead on the build day');
  await page.clock.setFixedTime(noonInIndia(running!.start, 1));
  await page.goto('/ematixprime/internship');
  const item = page.locator(`[data-batch="${running!.id}"]`).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText(
    `Running since ${formatBatchDate(running!.start)} until ${formatBatchDate(running!.end!)}`,
    { useInnerText: true },
  );

  const latest = batches().map(lastDay).sort().at(-1)!;
  await page.clock.setFixedTime(noonInIndia(latest, 1));
  await page.goto('/ematixprime/internship');
  await expect(page.getByTestId('batch-schedule').locator('li').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByTestId('batch-schedule-empty')).toBeVisible();
});

test('visited today, no page of the dated content offers anything whose date has passed', async ({ page }) => {
  // The visitor's own clock (no fixed time): the rule, applied in the browser, must hide every offer that is over.
  const today = isoDateIn(new Date());
  for (const event of events().filter((e: PrimeEvent) => !registrationOpen(e, today))) {
    await page.goto(eventPagePath(event));
    await expect(page.locator('[data-register-now]').filter({ visible: true }), event.id).toHaveCount(0);
  }
});

test("the production build carries no preview day, though built for SITE_TODAY: each visitor's date decides", () => {
  // Only `astro dev` writes data-preview-today (tests/e2e/dev-preview.spec.ts); here the clock moves freely.
  const carrying = pages.filter((page) => read(page.file).includes('data-preview-today'));
  expect(carrying.map((page) => page.url)).toEqual([]);
  expect(pages.length).toBeGreaterThan(0);
});
