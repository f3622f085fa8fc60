/**
 * The rule for time on the built site (~/lib/time/today): what a page offers follows the dates in the content, for the day
 * the build was made for (SITE_TODAY, `builtFor`) and again for the visitor's day (Playwright's clock). Expected
 * values come from the content and the same rule, never from a calendar date written here. Each state tested is
 * there on any build day: scripts/grow-check.mjs adds fixture entries dated from SITE_TODAY (FIXTURE, by id).
 */
import { expect, test, type Page } from '@playwright/test';
import { conferenceDetails, conferences, events, shown, type PrimeEvent } from './prime-content';
import { batches } from './learning-content';
import { formatDateRange } from '../../src/lib/format/numbers';
import { eventPagePath } from '../../src/lib/content/events';
import { byDate } from '../../src/lib/time/date-order';
import { isoDateIn, isUpcoming, registrationOpen } from '../../src/lib/time/today';
import { formatBatchDate } from '../../src/lib/content/internships';
import { builtFor, noonInIndia, pages, read } from '../support/site';
import { FIXTURE, fixture } from '../support/e2e-fixtures';

const main = (page: Page) => page.locator('main');
const byId = (id: string) => events().find((event) => event.id === id)!;
const EVENTS = 'src/content/prime/events.yaml';
const fixtureEvent = (id: string) => fixture(events(), id, EVENTS);
const lastDay = (event: { start: string; end?: string }) => event.end ?? event.start;

/** An event page once the event is over: it says when it was held and links to the proceedings. */
async function expectHeld(page: Page, event: { start: string; end?: string }) {
  const held = page.locator('[data-event-held]');
  await expect(held).toBeVisible();
  await expect(held).toContainText(`Held on ${formatDateRange(event.start, event.end)}`);
  await expect(held.getByRole('link', { name: 'Conference proceedings' })).toHaveAttribute(
    'href',
    '/ematixprime/publication/proceeding',
  );
}
const eventLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .flat()
    .find((data) => data['@type'] === 'Event');

// The two conferences with a page of their own under /service: the visitor's clock alone decides (TimeAware), so
// each state is reached from the event's own dates, whatever the build day; only the JSON-LD is the build day's.
for (const id of ['iciemsd-2025', 'awards-conference-2025']) {
  test(`${id}: open up to its last day to register, its actions gone once it is over (fixed clock)`, async ({
    page,
  }) => {
    const event = byId(conferenceDetails(id).event);
    const path = eventPagePath(event);
    const deadline = event.closes && event.closes < event.start ? event.closes : event.start;

    await page.clock.setFixedTime(noonInIndia(deadline));
    await page.goto(path);
    await expect(page.locator('[data-register-now]')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Add to calendar/ })).toBeVisible();
    await expect(page.locator('[data-event-held]')).toBeHidden();
    await expect(
      page.getByTestId('registration').getByRole('link', { name: 'Register by message' }).first(),
    ).toBeVisible();
    // Structured data is written for the build day (no script changes it).
    const ld = await eventLd(page);
    if (isUpcoming(event, builtFor)) expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    else expect(ld.eventStatus).toBeUndefined();
    if (registrationOpen(event, builtFor))
      expect(ld.offers).toMatchObject({ priceCurrency: 'INR', url: expect.stringContaining('#register') });
    else expect(ld.offers).toBeUndefined();

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
    await expectHeld(page, event);
    // Its content stays.
    for (const track of conferenceDetails(id).tracks)
      await expect(page.getByTestId('tracks')).toContainText(track.title);
  });
}

test('a conference open on the build day: offered with its JSON-LD scheduled; the day after it ends held, listed as past, gone from upcoming (fixed clock)', async ({
  page,
}) => {
  const event = fixtureEvent(FIXTURE.conferenceOpen);
  expect(registrationOpen(event, builtFor), `${event.id} is open on ${builtFor}`).toBe(true);
  const path = eventPagePath(event);

  await page.clock.setFixedTime(noonInIndia(builtFor));
  await page.goto(path);
  await expect(page.locator('[data-register-now]')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toBeVisible();
  await expect(page.locator('[data-event-held]')).toBeHidden();
  expect((await eventLd(page)).eventStatus).toBe('https://schema.org/EventScheduled');

  await page.clock.setFixedTime(noonInIndia(lastDay(event), 1));
  await page.goto(path);
  await expect(page.locator('[data-register-now]')).toBeHidden();
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toBeHidden();
  await expectHeld(page, event);

  await page.goto('/ematixprime/conference/pastconference');
  await expect(main(page).locator(`[data-conference="${event.id}"]`)).toBeAttached();
  await main(page)
    .getByRole('tab', { name: event.start.slice(0, 4) })
    .click();
  await expect(main(page).locator(`[data-conference="${event.id}"]`)).toBeVisible();
  await page.goto('/ematixprime/conference/upcoming');
  await expect(main(page).locator(`[data-event="${event.id}"]`).filter({ visible: true })).toHaveCount(0);
});

// An event with a last day to register (`closes`) before its last day: from the day after `closes` until it is held,
// no way to register, "Registration closed on <closes>", still "Add to calendar"; then held as any event.
const closing = () => byDate(events()).filter((event) => event.closes && event.closes < lastDay(event));

test('after its closes day an event stops offering registration and says when it closed, until it is held (fixed clock)', async ({
  page,
}) => {
  // The fixture's is there on any build day, ahead of it; the content's own are tested too.
  expect(closing()).toContainEqual(fixtureEvent(FIXTURE.conferenceClosing));
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
  expect(past).toContainEqual(fixtureEvent(FIXTURE.past));
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
  const webinar = fixtureEvent(FIXTURE.webinarAhead);
  expect(isUpcoming(webinar, builtFor), `${webinar.id} is ahead on ${builtFor}`).toBe(true);
  await page.clock.setFixedTime(noonInIndia(lastDay(webinar), 1));
  await page.goto(eventPagePath(webinar));
  await expect(page.getByTestId('webinar-form')).toBeHidden();
  await expect(page.locator('[data-registration-closed]')).toBeVisible();
  await page.goto('/ematixprime/initiative/pastwebinar');
  await expect(page.locator(`[data-event="${webinar.id}"]`)).toBeVisible();
});

test('the batch schedule: a batch between its start and end shows as running; ended batches leave', async ({
  page,
}) => {
  const running = fixture(batches(), FIXTURE.batchRunning, 'src/content/learning/batches.yaml');
  expect(running.end! > running.start && isUpcoming(running, builtFor), `${running.id} has an end, ahead`).toBe(true);
  await page.clock.setFixedTime(noonInIndia(running.start, 1));
  await page.goto('/ematixprime/internship');
  const item = page.locator(`[data-batch="${running.id}"]`).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText(
    `Running since ${formatBatchDate(running.start)} until ${formatBatchDate(running.end!)}`,
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
