/**
 * Ematix-Prime community pages, the mentorship page and the webinar pages: every entry of their data is on the
 * page, the buttons go somewhere real, and the webinars are split into upcoming and past by the visitor's date.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { primePage, settings, shown, webinars, type PrimePage } from './prime-content';
import { isUpcoming } from '../../src/lib/time/today';
import { byDate } from '../../src/lib/time/date-order';
import { builtFor } from '../support/site';
import { FIXTURE, fixture } from '../support/e2e-fixtures';

const main = (page: Page) => page.locator('main');

/** Every heading, card, step, point, figure, link and button of a text page's data is on the page. */
async function expectTextPage(page: Page, data: PrimePage) {
  const body = main(page);
  if (data.intro) {
    await expect(body.getByRole('heading', { name: shown(data.intro.heading), exact: true })).toBeVisible();
    for (const paragraph of data.intro.text.split(/\n\s*\n/)) await expect(body).toContainText(shown(paragraph));
  }
  for (const section of data.sections ?? []) {
    const band = body.locator('section', {
      has: page.getByRole('heading', { name: shown(section.heading), exact: true }),
    });
    await expect(band).toHaveCount(1);
    for (const item of section.items) {
      if (typeof item === 'string')
        await expect(band.getByRole('listitem').filter({ hasText: shown(item) })).toHaveCount(1);
      else if ('title' in item) {
        await expect(band.getByRole('heading', { name: shown(item.title), exact: true })).toBeVisible();
        await expect(band).toContainText(shown(item.text));
      } else if ('value' in item) {
        await expect(band).toContainText(item.value);
        await expect(band).toContainText(shown(item.label));
      } else {
        await expect(band.getByRole('link', { name: shown(item.label), exact: true })).toHaveAttribute(
          'href',
          item.href,
        );
      }
    }
  }
  if (data.cta) {
    const cta = body.locator('[data-page-cta]');
    await expect(cta.getByRole('heading', { name: shown(data.cta.heading) })).toBeVisible();
    for (const button of data.cta.buttons)
      await expect(cta.getByRole('link', { name: shown(button.label), exact: true })).toHaveAttribute(
        'href',
        button.href,
      );
    if (data.cta.email) {
      const mail = `mailto:${settings().email}?subject=${encodeURIComponent(data.cta.email.subject)}`;
      await expect(cta.getByRole('link', { name: data.cta.email.label })).toHaveAttribute('href', mail);
    }
  }
}

// Each path and the page whose file holds its text (/ematixprime/community shows the file of its canonical page).
const textPages: [string, string][] = [
  ['/ematixprime', '/ematixprime'],
  ['/ematixprime/community', '/ematixprime'],
  ['/ematixprime/community/student', '/ematixprime/community/student'],
  ['/ematixprime/community/chapter', '/ematixprime/community/chapter'],
  ['/ematixprime/community/specialinterest', '/ematixprime/community/specialinterest'],
  ['/ematixprime/community/speaker', '/ematixprime/community/speaker'],
  ['/service/academicsupport', '/service/academicsupport'],
];

for (const [path, file] of textPages) {
  test(`${path} shows every entry of src/content/pages${file}.yaml, one h1`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectTextPage(page, primePage(file));
    // Pages without an island ship no React.
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
}

test('/ematixprime and /ematixprime/community are one page with /ematixprime as the canonical URL', async ({
  page,
}) => {
  const headings: string[][] = [];
  for (const path of ['/ematixprime/community', '/ematixprime']) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname, path).toBe('/ematixprime');
    headings.push(await main(page).getByRole('heading').allInnerTexts());
  }
  expect(headings[0]).toEqual(headings[1]);
  // The community's name, with a plain hyphen, kept whole by a nowrap span in the h1.
  await expect(page.getByRole('heading', { level: 1 }).locator('.whitespace-nowrap')).toHaveText('Ematix-Prime');
});

test('the chapter application can be sent by e-mail', async ({ page }) => {
  // Its label and subject come from the page's data (checked with the rest of it by expectTextPage).
  const email = primePage('/ematixprime/community/chapter').cta?.email;
  expect(email, 'the chapter page offers an e-mail link').toBeDefined();
  await page.goto('/ematixprime/community/chapter');
  await expect(main(page).getByRole('link', { name: email!.label })).toHaveAttribute('href', /^mailto:.+\?subject=/);
});

test("mentorship: the call to action's buttons go to the contact form with their subject filled in", async ({
  page,
}) => {
  await page.goto('/service/academicsupport');
  const buttons = primePage('/service/academicsupport').cta!.buttons;
  // Their links are checked with the rest of the page's data (expectTextPage).
  for (const button of buttons) expect(button.href, button.label).toMatch(/^\/contact\?subject=/);
  const last = buttons.at(-1)!;
  await main(page).getByRole('link', { name: last.label, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue(
    new URL(last.href, page.url()).searchParams.get('subject')!,
  );
});

// ---- Webinars: the split by date ----
// The suite's build is made for SITE_TODAY (scripts/test.sh); the visit's day is Playwright's clock. A webinar is on
// the upcoming list while it is ahead on the visit's day and was ahead on the build's day (what was over when the
// page was built is not in it); on the past list once it is over on the visit's day.

const buildDay = builtFor;
const list = (page: Page) => page.locator('[data-list]');
const visibleTitles = async (scope: Locator) =>
  scope
    .locator('[data-event]:visible')
    .evaluateAll((items) => items.map((item) => item.querySelector('h2, h3, h4')?.textContent?.trim() ?? ''));
const emptyNote = (page: Page) => list(page).getByTestId('dated-empty');

/** The webinars each list shows on `today` (the visit's day), in the order the page gives them. */
function expectedLists(today: string) {
  return {
    upcoming: byDate(webinars()).filter((w) => isUpcoming(w, today) && isUpcoming(w, buildDay)),
    past: byDate(webinars(), 'newest-first').filter((w) => !isUpcoming(w, today)),
  };
}

/** The day before, the day of and the day after a webinar's date, at noon in India. */
function daysAround(date: string) {
  const at = (offset: number) => new Date(new Date(`${date}T12:00:00+05:30`).getTime() + offset * 86_400_000);
  return { before: at(-1), on: at(0), after: at(1) };
}

for (const webinar of webinars()) {
  test(`webinar "${webinar.title}" is upcoming until its day and past from the day after (fixed clock)`, async ({
    page,
  }) => {
    const days = daysAround(webinar.end ?? webinar.start);
    for (const [name, when] of Object.entries(days)) {
      const today = when.toISOString().slice(0, 10);
      const expected = expectedLists(today);
      await page.clock.setFixedTime(when);
      for (const which of ['upcoming', 'past'] as const) {
        await page.goto(`/ematixprime/initiative/${which}webinar`);
        const titles = expected[which].map((w) => shown(w.title));
        await expect.poll(() => visibleTitles(list(page)), `${which} list, ${name} ${webinar.start}`).toEqual(titles);
        if (which === 'past')
          expect(titles.includes(shown(webinar.title)), `${name} its date`).toBe(!isUpcoming(webinar, today));
        await expect(emptyNote(page)).toBeVisible({ visible: titles.length === 0 });
      }
    }
  });
}

test('an empty webinar list says so and shows the way on', async ({ page }) => {
  const all = webinars();
  const latest = all
    .map((w) => w.end ?? w.start)
    .sort()
    .at(-1)!;
  await page.clock.setFixedTime(new Date(new Date(`${latest}T12:00:00+05:30`).getTime() + 2 * 86_400_000));
  await page.goto('/ematixprime/initiative/upcomingwebinar');
  await expect(emptyNote(page)).toBeVisible();
  await expect(emptyNote(page)).toContainText(/no upcoming webinars/i);
  await expect(emptyNote(page).getByRole('link', { name: 'See past webinars' })).toHaveAttribute(
    'href',
    '/ematixprime/initiative/pastwebinar',
  );
  await expect(list(page).locator('[data-event]:visible')).toHaveCount(0);

  const earliest = all.map((w) => w.start).sort()[0];
  await page.clock.setFixedTime(new Date(new Date(`${earliest}T12:00:00+05:30`).getTime() - 2 * 86_400_000));
  await page.goto('/ematixprime/initiative/pastwebinar');
  await expect(emptyNote(page)).toBeVisible();
  await expect(emptyNote(page).getByRole('link')).toHaveAttribute('href', '/ematixprime/initiative/upcomingwebinar');
});

test('each webinar card shows title, date, time and speaker; upcoming ones register on their page, past ones ask for the recording', async ({
  page,
}) => {
  const all = webinars();
  // A day on which both lists have webinars, if the data has one; else the first webinar's day.
  const day = [buildDay, ...all.map((w) => w.start)].sort()[Math.floor(all.length / 2) + 1];
  await page.clock.setFixedTime(new Date(`${day}T12:00:00+05:30`));
  const { upcoming, past } = expectedLists(day);
  await page.goto('/ematixprime/initiative/upcomingwebinar');
  for (const w of upcoming) {
    const card = list(page).locator(`[data-event="${w.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator('[data-event-time]')).toHaveText(w.time!);
    await expect(card.locator('[data-event-speaker]')).toHaveText(shown(w.speaker!));
    // The title follows the visible words for screen readers ("Register Now: <title>").
    const register = card.getByRole('link', { name: /^Register Now/ });
    await expect(register).toHaveAttribute('href', `/ematixprime/events/${w.id}#register`);
    expect(await register.textContent()).toContain(shown(w.title));
    await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      `/ematixprime/events/${w.id}`,
    );
    await expect(card.locator('a[data-ics]')).toHaveAttribute('href', `/ematixprime/events/${w.id}.ics`);
  }
  await page.goto('/ematixprime/initiative/pastwebinar');
  for (const w of past) {
    const card = list(page).locator(`[data-event="${w.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^Ask for the recording/ })).toHaveAttribute(
      'href',
      /^\/contact\?subject=/,
    );
    await expect(card.locator('a[data-ics]:visible'), 'a past webinar offers no "Add to calendar"').toHaveCount(0);
  }
});

test('a webinar registers on its own page with the short form, the webinar named and sent with it', async ({
  page,
}) => {
  // A webinar ahead on any build day: scripts/grow-check.mjs adds it (tests/fixtures/e2e-content/).
  const webinar = fixture(webinars(), FIXTURE.webinarAhead, 'src/content/prime/events.yaml');
  expect(isUpcoming(webinar, buildDay), `${webinar.id} is ahead on ${buildDay}`).toBe(true);
  await page.clock.setFixedTime(new Date(`${buildDay}T12:00:00+05:30`));
  let sent: string | undefined;
  await page.route(`${settings().formEndpoint}**`, async (route) => {
    sent = route.request().postData() ?? '';
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await page.goto(`/ematixprime/events/${webinar.id}`);
  await page.getByRole('link', { name: 'Register Now' }).first().click();
  await expect(page).toHaveURL(/#register$/);
  const form = page.getByTestId('webinar-form');
  await expect(form.locator('input:not([type=hidden]):not([tabindex="-1"]), select, textarea')).toHaveCount(3);
  await form.getByLabel(/^Name/).fill('Divya S');
  await form.getByLabel(/^Email Address/).fill('divya@example.com');
  await form.getByLabel(/^Phone Number/).fill('9876543210');
  await form.getByRole('button', { name: 'Register Now' }).click();
  await expect(form.getByRole('status')).toContainText(/registered/i);
  const body = Object.fromEntries(new URLSearchParams(sent ?? ''));
  expect(body.webinar).toContain(webinar.title);
  expect(body.name).toBe('Divya S');
  expect(body._subject).toContain(`Webinar registration: ${webinar.title}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the webinar pages show the split of the build day', async ({ page }) => {
    for (const which of ['upcoming', 'past'] as const) {
      await page.goto(`/ematixprime/initiative/${which}webinar`);
      const titles = expectedLists(buildDay)[which].map((w) => shown(w.title));
      expect(await visibleTitles(list(page))).toEqual(titles);
      await expect(emptyNote(page)).toBeVisible({ visible: titles.length === 0 });
    }
  });
});

// An odd last figure of a stat list spans the row (the two phone columns, or the two columns of a 2-column list),
// instead of sitting alone in half of it. Checked on every community page with a stat list, at both widths.
test('an odd last figure of a stat list fills its row', async ({ page }) => {
  const pages = [
    '/ematixprime/community/chapter',
    '/ematixprime/conference/sponsor',
    '/ematixprime/course',
    '/ematixprime/initiative/faculty',
  ];
  let checked = 0;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      for (const list of await page.locator('[data-stat-list]').all()) {
        const {
          columns,
          count,
          lastWidth,
          width: full,
        } = await list.evaluate((dl) => ({
          columns: getComputedStyle(dl).gridTemplateColumns.split(' ').length,
          count: dl.children.length,
          lastWidth: dl.lastElementChild!.getBoundingClientRect().width,
          width: dl.getBoundingClientRect().width,
        }));
        if (columns !== 2 || count % 2 === 0) continue;
        checked += 1;
        expect(Math.abs(lastWidth - full), `${path} at ${width} px: the last of ${count} figures`).toBeLessThan(1);
      }
    }
  }
  expect(checked, 'at least one odd stat list in two columns was found').toBeGreaterThan(0);
});
