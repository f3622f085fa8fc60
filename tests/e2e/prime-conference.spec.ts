/**
 * Ematix-Prime conferences: the calendar (fixed clocks, time zones, keyboard, no layout shift, build-time HTML),
 * the FAQ's one-open rule, the past-conference years with and without JavaScript, the gallery's lazy loading and
 * 'Load Error', the click-to-load video, the inquiry form, the two conference pages and the .ics files. Expected
 * values come from the content files (./prime-content).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  archive,
  conferenceDetails,
  conferenceFaq,
  conferences,
  events,
  inquiryForm,
  media,
  primePage,
  settings,
  shown,
} from './prime-content';
import { parseIcs } from '../support/ics';
import { addDays, formatMonth, monthOf } from '../../src/lib/time/calendar';
import { archiveYears, eventPagePath, eventYear, fillYear } from '../../src/lib/content/events';
import { byDate } from '../../src/lib/time/date-order';
import { isUpcoming, yearSpan } from '../../src/lib/time/today';
import { builtFor, noonInIndia } from '../support/site';
import { RUN_VIA_GROW_CHECK } from '../support/e2e-fixtures';
import { formatRupees, formatDateRange } from '../../src/lib/format/numbers';

const main = (page: Page) => page.locator('main');
const byId = (id: string) => events().find((event) => event.id === id)!;
const iciemsd = () => byId(conferenceDetails('iciemsd-2025').event);
const awards = () => byId(conferenceDetails('awards-conference-2025').event);
const monthName = (iso: string) => formatMonth(monthOf(iso));
// The suite's build is made for SITE_TODAY (builtFor); tests that depend on the day set the clock to it or another.
// Past lists newest first, upcoming soonest first (~/lib/time/date-order).
const pastConferences = () => byDate(conferences(), 'newest-first').filter((event) => !isUpcoming(event, builtFor));
const upcomingConferences = () => byDate(conferences()).filter((event) => isUpcoming(event, builtFor));

// ---------------------------------------------------------------------------------------------------------------
// The calendar
// ---------------------------------------------------------------------------------------------------------------
test.describe('conference calendar', () => {
  const calendar = (page: Page) => page.locator('[data-calendar]');
  const month = (page: Page) => calendar(page).locator('h3');
  const today = (page: Page) => calendar(page).locator('td[aria-current="date"]');
  const day = (page: Page, iso: string) => calendar(page).locator(`td[data-day="${iso}"]`);

  /** Opens the page at a fixed instant and waits for the island to take over. */
  async function open(page: Page, instant: Date) {
    await page.clock.setFixedTime(instant);
    await page.goto('/ematixprime/conference');
    await calendar(page).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  test("marks today and names the conference days of the visitor's month (fixed clock on a conference day)", async ({
    page,
  }) => {
    const event = iciemsd();
    await open(page, new Date(`${event.start}T10:00:00+05:30`));
    await expect(month(page)).toHaveText(monthName(event.start));
    await expect(today(page)).toHaveCount(1);
    await expect(today(page)).toHaveAttribute('data-day', event.start);
    // Every day of the conference is marked and named, as is every other event of that month in the data.
    for (let iso = event.start; iso <= (event.end ?? event.start); iso = addDays(iso, 1)) {
      await expect(day(page, iso)).toHaveAttribute('data-kind', 'conference');
      await expect(day(page, iso)).toContainText(shown(event.title));
    }
    const { year, month: m } = monthOf(event.start);
    const prefix = `${year}-${String(m).padStart(2, '0')}`;
    const inMonth = events().filter((e) => e.start.startsWith(prefix) || (e.end ?? e.start).startsWith(prefix));
    const list = calendar(page).locator('[data-month-events] li');
    await expect(list).toHaveCount(inMonth.length);
    for (const e of inMonth) await expect(calendar(page).locator('[data-month-events]')).toContainText(shown(e.title));
    // The grid has the month's days in the right weekday columns (Sunday first).
    const firstCell = calendar(page)
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(new Date(`${prefix}-01T00:00:00Z`).getUTCDay());
    await expect(firstCell).toHaveAttribute('data-day', `${prefix}-01`);
    await expect(calendar(page).locator('tbody tr')).toHaveCount(6);
  });

  test('previous and next month cross the year boundary', async ({ page }) => {
    await open(page, new Date('2025-12-20T12:00:00+05:30'));
    await expect(month(page)).toHaveText('December 2025');
    await calendar(page).getByRole('button', { name: 'Next month, January 2026' }).click();
    await expect(month(page)).toHaveText('January 2026');
    await expect(today(page)).toHaveCount(0);
    await calendar(page).getByRole('button', { name: 'Previous month, December 2025' }).click();
    await calendar(page).getByRole('button', { name: 'Previous month, November 2025' }).click();
    await expect(month(page)).toHaveText('November 2025');
  });

  test('arrow keys move between days (one day in the Tab order) and carry over into the next year', async ({
    page,
  }) => {
    await open(page, new Date('2025-12-24T12:00:00+05:30'));
    await expect(calendar(page).locator('td[tabindex="0"]')).toHaveCount(1);
    await day(page, '2025-12-24').focus();
    await page.keyboard.press('ArrowRight');
    await expect(day(page, '2025-12-25')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(day(page, '2026-01-01')).toBeFocused();
    await expect(month(page)).toHaveText('January 2026');
    await page.keyboard.press('ArrowUp');
    await expect(day(page, '2025-12-25')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(day(page, '2025-12-21')).toBeFocused(); // Sunday
    await page.keyboard.press('End');
    await expect(day(page, '2025-12-27')).toBeFocused(); // Saturday
    await page.keyboard.press('PageDown');
    await expect(day(page, '2026-01-27')).toBeFocused();
    await expect(calendar(page).locator('td[tabindex="0"]')).toHaveCount(1);
  });

  test("uses the visitor's own time zone: the same instant is 1 January in India and 31 December in California", async ({
    browser,
  }) => {
    const instant = new Date('2025-12-31T20:00:00Z');
    for (const [timezoneId, iso] of [
      ['Asia/Kolkata', '2026-01-01'],
      ['America/Los_Angeles', '2025-12-31'],
    ] as const) {
      const context = await browser.newContext({ timezoneId, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await open(page, instant);
      await expect(today(page)).toHaveAttribute('data-day', iso);
      await expect(month(page)).toHaveText(monthName(iso));
      await context.close();
    }
  });

  test('a conference day in another month is reached and named; its link and calendar file are real', async ({
    page,
  }) => {
    const event = awards();
    // Open a month before, then step forward.
    await open(page, new Date(`${addDays(event.start, -31)}T12:00:00+05:30`));
    await calendar(page)
      .getByRole('button', { name: `Next month, ${monthName(event.start)}` })
      .click();
    await expect(day(page, event.start)).toContainText(shown(event.title));
    const item = calendar(page).locator('[data-month-events] li', { hasText: shown(event.title) });
    await expect(item.getByRole('link', { name: shown(event.title), exact: true })).toHaveAttribute(
      'href',
      event.link!,
    );
    await expect(item.getByRole('link', { name: /add to calendar/i })).toHaveAttribute(
      'href',
      `/ematixprime/events/${event.id}.ics`,
    );

    // A month after it, stepping back: still listed, but nothing past goes in a calendar.
    await open(page, new Date(`${addDays(event.end ?? event.start, 31)}T12:00:00+05:30`));
    await calendar(page)
      .getByRole('button', { name: `Previous month, ${monthName(event.start)}` })
      .click();
    const held = calendar(page).locator('[data-month-events] li', { hasText: shown(event.title) });
    await expect(held.getByRole('link', { name: shown(event.title), exact: true })).toBeVisible();
    await expect(held.getByRole('link', { name: /add to calendar/i })).toHaveCount(0);
  });

  test("hydration: no React warning, and switching to the visitor's month moves nothing on the page", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A month far from the build's, with a different number of weeks and events, so the switch really happens.
    await open(page, new Date(`${iciemsd().start}T10:00:00+05:30`));
    await expect(today(page)).toHaveCount(1);
    await page.waitForTimeout(300);
    // Lighthouse rounds CLS to three decimals; anything below 0.001 is a sub-pixel rounding, not a visible move.
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.001);
    expect(messages.filter((m) => /hydrat|did not match|Warning/i.test(m))).toEqual([]);
  });

  test.describe('before hydration (no JavaScript)', () => {
    test.use({ javaScriptEnabled: false });
    test('the HTML already shows a real month grid, and the contact link', async ({ page }) => {
      await page.goto('/ematixprime/conference');
      await expect(month(page)).toHaveText(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
      await expect(calendar(page).locator('tbody tr')).toHaveCount(6);
      const days = await calendar(page).locator('td[data-day]').count();
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      await expect(today(page)).toHaveCount(0);
      const contact = primePage('/ematixprime/conference').cta!.buttons[0];
      await expect(main(page).getByRole('link', { name: contact.label, exact: true })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------------------------
test('conference FAQ: every question from the data, at most one open, links in answers, FAQPage JSON-LD', async ({
  page,
}) => {
  await page.goto('/ematixprime/conference/faq');
  const items = conferenceFaq().items;
  const details = main(page).locator('details[name="conference-faq"]');
  await expect(details).toHaveCount(items.length);
  for (const [index, item] of items.entries())
    await expect(details.nth(index).locator('summary')).toContainText(shown(item.question));

  await details.nth(0).locator('summary').click();
  await expect(details.nth(0)).toHaveAttribute('open', '');
  await details.nth(3).locator('summary').click();
  await expect(details.nth(3)).toHaveAttribute('open', '');
  await expect(details.nth(0)).not.toHaveAttribute('open');
  expect(await main(page).locator('details[name="conference-faq"][open]').count()).toBe(1);
  // The open item closes when its question is clicked again.
  await details.nth(3).locator('summary').click();
  await expect(main(page).locator('details[name="conference-faq"][open]')).toHaveCount(0);

  // Markdown links in the answers are real links.
  const withLink = items.findIndex((item) => /\]\((\/[^)]+)\)/.test(item.answer));
  const href = /\]\((\/[^)]+)\)/.exec(items[withLink].answer)![1];
  await details.nth(withLink).locator('summary').click();
  await expect(details.nth(withLink).locator(`a[href="${href}"]`).first()).toBeVisible();

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(items.length);
});

// ---------------------------------------------------------------------------------------------------------------
// Past conferences
// ---------------------------------------------------------------------------------------------------------------
test.describe('past conferences', () => {
  const years = () => archiveYears(pastConferences(), archive().since);
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(noonInIndia(builtFor));
  });

  test('year tabs newest first, the newest selected with its conferences; other years say their data is coming', async ({
    page,
  }) => {
    await page.goto('/ematixprime/conference/pastconference');
    const tablist = main(page).getByRole('tablist');
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(years().map(String));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const newest = years()[0];
    const panel = main(page).getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    const expected = pastConferences().filter((event) => eventYear(event) === newest);
    const rows = panel.locator('[data-conference]:visible');
    await expect(rows).toHaveCount(expected.length);
    for (const [index, event] of expected.entries()) {
      await expect(rows.nth(index).locator('[data-conference-title]')).toHaveText(shown(event.title));
      await expect(rows.nth(index).locator('[data-conference-date]')).toHaveText(
        formatDateRange(event.start, event.end),
      );
      await expect(rows.nth(index).locator('[data-conference-place]')).toHaveText(event.place);
    }
    // These are over: no "Add to calendar" among them.
    await expect(panel.getByRole('link', { name: /add to calendar/i })).toHaveCount(0);

    // A year without data, by mouse, and the year before it by keyboard. Both are there on any build day:
    // scripts/grow-check.mjs starts the archive two years before the earliest conference at the latest (addFixtures).
    const empty = years().find((year) => !pastConferences().some((event) => eventYear(event) === year));
    if (empty === undefined || empty === years().at(-1))
      throw new Error(`the archive needs a year without conferences and a year before it: ${RUN_VIA_GROW_CHECK}`);
    await tablist.getByRole('tab', { name: String(empty) }).click();
    await expect(tablist.getByRole('tab', { name: String(empty) })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(main(page).getByRole('tabpanel')).toContainText(fillYear(archive().comingSoon, empty));
    await expect(page).toHaveURL(new RegExp(`#year-${empty}$`));

    // By keyboard: arrows move and select, Home goes back to the newest.
    await tablist.getByRole('tab', { name: String(empty) }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: String(empty - 1) })).toBeFocused();
    await expect(tablist.getByRole('tab', { name: String(empty - 1) })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    await expect(main(page).locator('[data-testimonial]')).toContainText(shown(archive().testimonial.quote));
  });

  test('a link to a year (#year-2019) opens that year', async ({ page }) => {
    const year = years().at(-1)!;
    await page.goto(`/ematixprime/conference/pastconference#year-${year}`);
    await expect(main(page).getByRole('tab', { name: String(year) })).toHaveAttribute('aria-selected', 'true');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every year is reachable: year links jump to panels that are all on the page', async ({ page }) => {
      await page.goto('/ematixprime/conference/pastconference');
      for (const year of years()) {
        const link = main(page).getByRole('link', { name: String(year), exact: true });
        await expect(link).toHaveAttribute('href', `#year-${year}`);
        const panel = main(page).locator(`#year-${year}`);
        await expect(panel).toBeVisible();
        const list = pastConferences().filter((event) => eventYear(event) === year);
        if (list.length) await expect(panel.locator('[data-conference]:visible')).toHaveCount(list.length);
        else await expect(panel).toContainText(fillYear(archive().comingSoon, year));
      }
      const last = years().at(-1)!;
      await main(page)
        .getByRole('link', { name: String(last), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`#year-${last}$`));
      await expect(main(page).locator(`#year-${last}`)).toBeInViewport();
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Videos and galleries
// ---------------------------------------------------------------------------------------------------------------
test.describe('videos and galleries', () => {
  const videoHosts = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

  test('the video loads only after the click: no request to the video host before', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (videoHosts.test(request.url())) requests.push(request.url());
    });
    await page.route(videoHosts, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    const { video } = media();
    await page.goto('/ematixprime/conference/videos');
    await page.waitForLoadState('networkidle');
    await expect(main(page).locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);
    // A real poster picture and the title.
    await expect(main(page).getByRole('img', { name: video.poster.alt })).toBeVisible();
    const play = main(page).getByRole('button', { name: `Play video: ${shown(video.title)}` });
    await expect(play).toBeVisible();

    await play.click();
    const frame = main(page).locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${video.embedUrl.replace(/[.?]/g, '\\$&')}\\?`));
    await expect(frame).toHaveAttribute('title', shown(video.title));
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('every picture, Explore Full Archives, and every gallery photo with alt text, lazy-loaded', async ({ page }) => {
    const data = media();
    const galleryRequests = new Set<string>();
    page.on('request', (request) => {
      if (/\/event-\d+\./.test(request.url())) galleryRequests.add(/event-\d+/.exec(request.url())![0]);
    });
    await page.goto('/ematixprime/conference/videos');
    for (const picture of data.pictures)
      await expect(main(page).getByRole('img', { name: picture.alt, exact: true })).toHaveCount(1);
    await expect(main(page).getByRole('link', { name: data.archiveLink.label })).toHaveAttribute(
      'href',
      data.archiveLink.href,
    );

    const gallery = main(page)
      .getByRole('region', { name: 'Past Event Gallery' })
      .or(main(page).locator('[aria-label="Past Event Gallery"]'))
      .first();
    const images = gallery.locator('img');
    await expect(images).toHaveCount(data.gallery.length);
    for (const [index, photo] of data.gallery.entries()) {
      await expect(images.nth(index)).toHaveAttribute('alt', photo.alt);
      await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
    }
    await page.waitForLoadState('networkidle');
    const before = galleryRequests.size;
    expect(before, 'gallery photos far below the fold are not loaded with the page').toBeLessThan(data.gallery.length);
    await images.last().scrollIntoViewIfNeeded();
    await expect.poll(() => galleryRequests.size).toBeGreaterThan(before);
    await expect
      .poll(() => images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("a photo that fails to load shows 'Load Error'", async ({ page }) => {
    await page.route(/\/event-\d+\./, (route) => route.abort());
    await page.goto('/ematixprime/conference/videos');
    const gallery = main(page).locator('[aria-label="Past Event Gallery"]').first();
    // Scroll through the page so every lazy photo is requested (and fails); failed ones are replaced in place.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    const failed = gallery.getByText(/^Load Error/);
    await expect(failed).toHaveCount(media().gallery.length);
    await expect(failed.first()).toBeVisible();
    await expect(gallery.locator('img')).toHaveCount(0);
    // The five other pictures still load.
    await expect(main(page).getByRole('img', { name: media().pictures[0].alt, exact: true })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Upcoming conferences and the inquiry form
// ---------------------------------------------------------------------------------------------------------------
test.describe('upcoming conferences', () => {
  const endpoint = settings().formEndpoint;
  const form = (page: Page) =>
    page.getByTestId('inquiry-form').locator('form').or(page.locator('form[data-testid="inquiry-form"]')).first();

  test.beforeEach(async ({ page }) => {
    await page.route(`${endpoint}**`, (route) => route.abort());
  });

  test('the conferences ahead by date, with title, date, location, View Details to their page and a calendar file; Explore More tags', async ({
    page,
  }) => {
    await page.clock.setFixedTime(noonInIndia(builtFor));
    await page.goto('/ematixprime/conference/upcoming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Upcoming International Conferences ${yearSpan(upcomingConferences().map((e) => e.start))}`.trim(),
    );
    const cards = page.getByTestId('featured-conferences').locator(':scope > li:visible');
    await expect(cards).toHaveCount(upcomingConferences().length);
    for (const [index, event] of upcomingConferences().entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(shown(event.title));
      await expect(card.locator('[data-event-date]')).toHaveText(formatDateRange(event.start, event.end));
      await expect(card.locator('[data-event-place]')).toHaveText(event.place);
      const details = card.getByRole('link', { name: /^View Details/ });
      await expect(details).toHaveAttribute('href', eventPagePath(event));
      expect(await details.textContent()).toContain(shown(event.title));
      await expect(card.locator('a[data-ics]')).toHaveAttribute('href', `/ematixprime/events/${event.id}.ics`);
    }
    const explore = primePage('/ematixprime/conference/upcoming').sections!.filter(
      (s): s is Extract<typeof s, { type: 'links' }> => s.type === 'links',
    );
    const tags = main(page).locator('[data-tags] a');
    await expect(tags).toHaveText(
      explore.flatMap((section) => section.items.map((item) => ('label' in item ? item.label : ''))),
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const listed = jsonLd.flat().filter((d) => d['@type'] === 'Event');
    expect(listed.map((d) => d.name)).toEqual(upcomingConferences().map((e) => e.title));
  });

  /** The body of a form POST as fields, urlencoded or multipart. */
  function fieldsOf(request: Request): Record<string, string> {
    const type = request.headers()['content-type'] ?? '';
    const body = request.postData() ?? '';
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
    if (type.includes('application/json')) return JSON.parse(body);
    const boundary = /boundary=(.+)$/.exec(type)?.[1];
    const fields: Record<string, string> = {};
    for (const part of boundary ? body.split(`--${boundary}`) : []) {
      const name = /name="([^"]+)"/.exec(part)?.[1];
      if (name) fields[name] = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '');
    }
    return fields;
  }

  async function fill(page: Page) {
    const f = form(page);
    await f.getByLabel('Name', { exact: false }).first().fill('Kavya Raman');
    await f.getByRole('textbox', { name: /Email Address/ }).fill('kavya@example.com');
    await f.getByRole('textbox', { name: /Phone Number/ }).fill('98765 43210');
    await f.getByRole('combobox', { name: /Category/ }).selectOption(inquiryForm().categories[1]);
  }

  test('the inquiry form has its four fields and sends every one of them to the form endpoint', async ({ page }) => {
    await page.goto('/ematixprime/conference/upcoming');
    const f = form(page);
    await expect(f).toHaveAttribute('method', /post/i);
    await expect(f).toHaveAttribute('action', endpoint);
    await expect(f.getByRole('combobox', { name: /Category/ }).locator('option:not([value=""])')).toHaveText(
      inquiryForm().categories,
    );
    await expect(f.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute('type', 'tel');
    await expect(f.getByRole('textbox', { name: /Email Address/ })).toHaveAttribute('type', 'email');
    await expect(f).toContainText('+91');

    await page.unroute(`${endpoint}**`);
    let sent: Record<string, string> | null = null;
    await page.route(`${endpoint}**`, (route) => {
      sent = fieldsOf(route.request());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await fill(page);
    await f.getByRole('button', { name: inquiryForm().submitLabel }).click();
    await expect(f.getByRole('status').or(f.locator('[aria-live]')).first()).toContainText(
      inquiryForm().successMessage.slice(0, 30),
    );
    expect(sent).not.toBeNull();
    expect(sent).toMatchObject({
      name: 'Kavya Raman',
      email: 'kavya@example.com',
      category: inquiryForm().categories[1],
      _subject: inquiryForm().subject,
    });
    expect(sent!.phone).toMatch(/98765 43210/);
    expect(page.url()).toContain('/ematixprime/conference/upcoming');
  });

  test('a failed send says so in place and keeps everything typed', async ({ page }) => {
    await page.goto('/ematixprime/conference/upcoming');
    await page.unroute(`${endpoint}**`);
    await page.route(`${endpoint}**`, (route) => route.fulfill({ status: 500, body: 'error' }));
    await fill(page);
    const f = form(page);
    await f.getByRole('button', { name: inquiryForm().submitLabel }).click();
    await expect(
      // Any live region with words in it (not only the spaces between the parts of an empty one).
      f.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: /\S/ }).first(),
    ).toContainText(/not|could|fail|error|try/i);
    await expect(f.getByLabel('Name', { exact: false }).first()).toHaveValue('Kavya Raman');
    await expect(f.getByRole('textbox', { name: /Email Address/ })).toHaveValue('kavya@example.com');
    await expect(f.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('98765 43210');
    await expect(f.getByRole('combobox', { name: /Category/ })).toHaveValue(inquiryForm().categories[1]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The conference pages and the other conference text pages
// ---------------------------------------------------------------------------------------------------------------
for (const [path, id] of [
  ['/service/conference', 'awards-conference-2025'],
  ['/service/conference2', 'iciemsd-2025'],
] as const) {
  test(`${path}: about, rules, tracks, registration prices, dates, Register Now to #register, contacts, JSON-LD`, async ({
    page,
  }) => {
    const data = conferenceDetails(id);
    const event = byId(data.event);
    // A visit while registration is open: the day before the deadline (or the first day).
    await page.clock.setFixedTime(noonInIndia(event.closes ?? event.start, -1));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown(event.title));
    await expect(main(page).locator('[data-conference-dates]')).toContainText(formatDateRange(event.start, event.end));
    for (const rule of data.rules) await expect(main(page).locator('[data-rules]')).toContainText(shown(rule));
    const tracks = page.getByTestId('tracks');
    for (const track of data.tracks) {
      await expect(tracks.getByRole('heading', { name: track.title, exact: true })).toBeVisible();
      for (const topic of track.topics) await expect(tracks).toContainText(topic);
    }
    const registration = page.getByTestId('registration');
    for (const option of data.registration) {
      await expect(registration).toContainText(option.type);
      await expect(registration).toContainText(formatRupees(option.price.inr));
      if (option.price.usd) await expect(registration).toContainText(`US$${option.price.usd}`);
    }
    const dates = main(page).locator('[data-important-dates] li');
    // The last day to register is the event's own date (events.yaml `closes`), listed with the others by date.
    const important = [
      ...data.importantDates,
      ...(event.closes ? [{ event: 'Last date for registration', date: event.closes }] : []),
    ].sort((a, b) => a.date.localeCompare(b.date));
    await expect(dates).toHaveCount(important.length);
    for (const [index, item] of important.entries()) {
      await expect(dates.nth(index)).toContainText(item.event);
      await expect(dates.nth(index).locator('time')).toHaveAttribute('datetime', item.date);
    }
    for (const person of data.committee ?? []) await expect(page.getByTestId('committee')).toContainText(person.name);
    const contact = main(page).locator('[data-conference-contact]');
    await expect(contact.getByRole('link', { name: settings().email })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${settings().email}`),
    );
    await expect(contact.getByRole('link', { name: settings().phone })).toHaveAttribute('href', /^tel:\+\d+$/);

    const register = page.getByRole('link', { name: data.register.label, exact: true }).first();
    await expect(register).toHaveAttribute('href', data.register.href);
    await register.click();
    await expect(page).toHaveURL(/#register$/);
    await expect(main(page).locator('#register')).toBeInViewport();

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const structured = jsonLd.find((d) => d['@type'] === 'Event');
    expect(structured).toMatchObject({ name: event.title, startDate: event.start, endDate: event.end ?? event.start });
  });
}

for (const path of ['/ematixprime/conference/plan', '/ematixprime/conference/sponsor', '/ematixprime/conference']) {
  test(`${path} shows every section of src/content/pages${path}.yaml`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const data = primePage(path);
    for (const section of data.sections ?? []) {
      await expect(main(page).getByRole('heading', { name: shown(section.heading), exact: true })).toBeVisible();
      for (const item of section.items) {
        const words = typeof item === 'string' ? item : 'title' in item ? item.title : item.label;
        await expect(main(page)).toContainText(shown(words));
      }
    }
    for (const button of data.cta?.buttons ?? [])
      await expect(main(page).getByRole('link', { name: button.label, exact: true }).first()).toHaveAttribute(
        'href',
        button.href,
      );
  });
}

// ---------------------------------------------------------------------------------------------------------------
// .ics files
// ---------------------------------------------------------------------------------------------------------------
test('every event has an .ics file that parses, with its title, dates, place and a unique UID', async ({ request }) => {
  const uids = new Set<string>();
  for (const event of events()) {
    const response = await request.get(`/ematixprime/events/${event.id}.ics`);
    expect(response.status(), event.id).toBe(200);
    const text = await response.text();
    const { calendar, events: parsed } = parseIcs(text);
    expect(calendar.find((p) => p.name === 'VERSION')?.value).toBe('2.0');
    expect(parsed, event.id).toHaveLength(1);
    const [vevent] = parsed;
    expect(vevent.get('SUMMARY')?.value).toBe(event.title);
    expect(vevent.get('LOCATION')?.value).toBe(event.place);
    expect(vevent.get('DESCRIPTION')?.value).toContain(event.summary);
    const uid = vevent.get('UID')!.value;
    expect(uids.has(uid)).toBe(false);
    uids.add(uid);
    const start = vevent.get('DTSTART')!;
    const end = vevent.get('DTEND')!;
    if (event.time) {
      // IST times written in UTC: the start is on the event's date (IST is ahead of UTC by 5:30).
      expect(start.value).toMatch(/^\d{8}T\d{6}Z$/);
      const utc = new Date(start.value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(utc)).toBe(event.start);
      expect(end.value > start.value).toBe(true);
    } else {
      expect(start.params.VALUE).toBe('DATE');
      expect(start.value).toBe(event.start.replaceAll('-', ''));
      expect(end.value).toBe(addDays(event.end ?? event.start, 1).replaceAll('-', ''));
    }
    expect(new URL(vevent.get('URL')!.value).pathname).toMatch(/^\/(ematixprime|service)\//);
  }
  expect(uids.size).toBe(events().length);
  // Every conference is in the calendar data and linked from a page.
  expect(conferences().length).toBeGreaterThan(0);
});
