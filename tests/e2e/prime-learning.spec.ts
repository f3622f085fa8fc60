/**
 * Ematix-Prime learning pages against their data: the internship catalogue (groups, order, prices, badges, the
 * brochure PDFs, the new-tab enrolment), each internship's page, the batch schedule (loop, pause, reduced motion,
 * no JavaScript), the course info page (chip lists, career tracks, figures, FAQ), the course cards' Read More and
 * Buy, the e-learning page, the intern page and inplant training.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enrolmentUrl, formLink } from '../../src/lib/content/enrolment';
import {
  internshipPriceText,
  catalogueCountText,
  formatBatchDate,
  brochurePath,
  internshipPath,
} from '../../src/lib/content/internships';
import { CHIPS_SHOWN } from '../../src/lib/content/learning';
import { byDate } from '../../src/lib/time/date-order';
import { formatRupees } from '../../src/lib/format/numbers';
import {
  batches,
  courseInfo,
  courses,
  elearning,
  faq,
  inplant,
  internProgramme,
  internshipGroups,
  internships,
  mbaProgramme,
  settings,
} from './learning-content';
import { isUpcoming } from '../../src/lib/time/today';
import { builtFor, noonInIndia } from '../support/site';
import { FIXTURE, fixture } from '../support/e2e-fixtures';

const site = settings();
const groups = internshipGroups();
/**
 * An internship's enrolment link goes to its own form when its file names one, else to the shared form of the
 * settings, and carries its title where the address says ({title}).
 */
async function expectEnrolLink(link: Locator, internship: { title: string; enrolmentForm?: string }) {
  const address = internship.enrolmentForm ?? site.externalLinks.enrolmentForm;
  const href = (await link.getAttribute('href'))!;
  expect(href, internship.title).toBe(enrolmentUrl(internship, site));
  expect(href.startsWith(address.split('{title}')[0]), `${internship.title}: ${href} is on ${address}`).toBe(true);
  if (address.includes('{title}'))
    expect([...new URL(href).searchParams.values()], `${internship.title}: ${href}`).toContain(internship.title);
}
const cardOf = (page: Page, title: string) =>
  page.locator('[data-group] li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('the internship catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ematixprime/internship');
  });

  test('shows every published internship in its group, in the documented order, with the count computed from the list', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Core Internships');
    await expect(page.getByTestId('internship-count')).toContainText(catalogueCountText(groups));
    const sections = page.locator('section[data-group]');
    await expect(sections).toHaveCount(groups.length);
    for (const [index, group] of groups.entries()) {
      const section = sections.nth(index);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.label);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(group.items.map((entry) => entry.data.title));
    }
  });

  test('gives each card its picture, description, price per 4 weeks, mode badge and a link to its page', async ({
    page,
  }) => {
    const sections = page.locator('section[data-group]');
    for (const [index, group] of groups.entries()) {
      const cards = sections.nth(index).locator(':scope ul > li');
      await expect(cards).toHaveCount(group.items.length);
      await expect(cards.locator('[data-price]')).toHaveText(group.items.map((e) => internshipPriceText(e.data.price)));
      await expect(cards.locator('h3 a')).toHaveText(group.items.map((e) => e.data.title));
      expect(await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        group.items.map((e) => internshipPath(e.id)),
      );
      // Each card has its picture; there it is decorative (the title under it names it), so its alt is empty.
      expect(await cards.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
        group.items.map(() => ''),
      );
      for (const [i, entry] of group.items.entries()) {
        await expect(cards.nth(i)).toContainText(entry.data.description);
        await expect(cards.nth(i).getByText(entry.data.mode, { exact: true })).toBeVisible();
      }
    }
  });

  test("'Show More (PDF)' downloads a real brochure PDF made from the internship", async ({ page }) => {
    const entry = groups[0].items[0];
    const link = cardOf(page, entry.data.title).getByRole('link', { name: 'Show More (PDF)' });
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveAttribute('href', brochurePath(entry.id));
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${entry.id}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toContain(entry.data.title);
  });

  test('every brochure link points to a real PDF titled after its internship', async ({ page, request }) => {
    test.setTimeout(90_000);
    for (const entry of internships()) {
      const response = await request.get(brochurePath(entry.id));
      expect(response.status(), entry.id).toBe(200);
      const bytes = await response.body();
      expect(bytes.subarray(0, 5).toString(), entry.id).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle(), entry.id).toBe(`${entry.data.title} internship`);
      expect(pdf.getKeywords(), entry.id).toContain(entry.data.mode);
    }
    await expect(page.getByRole('link', { name: 'Show More (PDF)' })).toHaveCount(internships().length);
  });

  test("'Enroll Now' opens the internship's own form when its file names one, else the shared one, with its title, in a new tab", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.route(/^https:\/\/forms\.example\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Form</title>' }),
    );
    for (const entry of internships()) {
      const link = cardOf(page, entry.data.title).getByRole('link', { name: /^Enroll Now/ });
      await expectEnrolLink(link, entry.data);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    // One with its own form (when the content has one) and one with the shared form, followed to the form itself.
    const own = internships().find((entry) => entry.data.enrolmentForm);
    const sharedOne = internships().find((entry) => !entry.data.enrolmentForm);
    for (const entry of [own, sharedOne].filter((e) => e !== undefined)) {
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        cardOf(page, entry.data.title)
          .getByRole('link', { name: /^Enroll Now/ })
          .click(),
      ]);
      expect(popup.url(), entry.id).toBe(enrolmentUrl(entry.data, site));
      await popup.close();
    }
  });
});

test.describe('internship pages', () => {
  test('each internship has its page with the full details, the facts and Course JSON-LD', async ({ page }) => {
    test.setTimeout(120_000);
    for (const entry of internships()) {
      await page.goto(internshipPath(entry.id));
      await expect(page.getByRole('heading', { level: 1 }), entry.id).toHaveText(entry.data.title);
      await expect(page.locator('[data-testid="internship-facts"] [data-price]')).toHaveText(
        internshipPriceText(entry.data.price),
      );
      await expect(page.locator('[data-testid="internship-facts"] [data-mode]')).toHaveText(entry.data.mode);
      await expect(page.getByRole('img', { name: entry.data.picture.alt })).toHaveCount(1);
      for (const heading of entry.body.matchAll(/^## (.+)$/gm)) {
        await expect(page.getByTestId('internship-details').getByRole('heading', { name: heading[1] })).toBeVisible();
      }
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
      const jsonLd = blocks.find((block) => block['@type'] === 'Course');
      expect(jsonLd).toMatchObject({
        '@type': 'Course',
        name: entry.data.title,
        offers: { price: entry.data.price, priceCurrency: 'INR' },
      });
      await expectEnrolLink(page.getByRole('link', { name: /^Enroll Now/ }), entry.data);
      await expect(page.getByRole('link', { name: /Download brochure/ })).toHaveAttribute(
        'href',
        brochurePath(entry.id),
      );
    }
  });
});

test.describe('the batch schedule', () => {
  const schedule = (page: Page) => page.getByTestId('batch-schedule');
  const track = (page: Page) => schedule(page).locator('.bs-track');
  const playState = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).animationPlayState);

  // Visited the day before the first batch ahead on the build's day starts: every batch ahead is listed.
  const ahead = () => byDate(batches().filter((b) => isUpcoming(b, builtFor)));
  const visitDay = () => (ahead()[0] ? noonInIndia(ahead()[0].start, -1) : noonInIndia(builtFor));

  test('lists the batches still ahead by date, loops every 30 s, pauses on hover, on focus and by its button', async ({
    page,
  }) => {
    // The loop needs two batches ahead: scripts/grow-check.mjs adds them for any build day.
    for (const id of FIXTURE.batchAhead)
      fixture(ahead(), id, 'src/content/learning/batches.yaml (ahead on the build day)');
    await page.clock.setFixedTime(visitDay());
    await page.goto('/ematixprime/internship');
    const items = schedule(page).locator('ul:not([data-copy]) li:visible');
    await expect(items).toHaveCount(ahead().length);
    for (const [index, batch] of ahead().entries()) {
      await expect(items.nth(index)).toContainText(`Starts ${formatBatchDate(batch.start)}`, { useInnerText: true });
      await expect(items.nth(index)).toContainText(batch.text);
    }
    await expect(schedule(page).locator('[data-ticker]')).toHaveAttribute('data-moving', '');
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationDuration)).toBe('30s');
    expect(await playState(track(page))).toBe('running');
    // The copy that makes the loop seamless is hidden from screen readers.
    await expect(schedule(page).locator('ul[data-copy]')).toHaveAttribute('aria-hidden', 'true');

    await schedule(page).locator('[data-ticker]').hover();
    expect(await playState(track(page))).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await playState(track(page))).toBe('running');

    const pause = schedule(page).getByRole('button', { name: /Pause/ });
    await pause.focus();
    expect(await playState(track(page))).toBe('paused');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await pause.blur();
    expect(await playState(track(page))).toBe('paused');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.blur();
    await page.mouse.move(0, 0);
    expect(await playState(track(page))).toBe('running');
  });

  test('stays still, without a copy or a pause button, for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.setFixedTime(visitDay());
    await page.goto('/ematixprime/internship');
    await expect(schedule(page).locator('li:visible')).toHaveCount(ahead().length);
    await expect(schedule(page).locator('[data-ticker]')).not.toHaveAttribute('data-moving', '');
    await expect(schedule(page).getByRole('button')).toBeHidden();
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await context.close();
  });

  test('is a readable, still list without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ematixprime/internship');
    for (const batch of ahead()) await expect(schedule(page).getByText(batch.text)).toBeVisible();
    await expect(schedule(page).getByRole('button')).toBeHidden();
    await context.close();
  });
});

test.describe('internships and courses info', () => {
  const info = courseInfo();

  for (const path of ['/ematixprime/course', '/service/internship']) {
    test(`${path} is the same page, with /ematixprime/course as its canonical address`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ematixprime\/course$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internships and Courses');
    });
  }

  test("the chip lists show the first 8 technologies and 6 domains, with '+N more' / 'Show Less'", async ({ page }) => {
    await page.goto('/ematixprime/course');
    for (const [id, items, shown] of [
      ['technologies', info.technologies, CHIPS_SHOWN.technologies],
      ['domains', info.domains, CHIPS_SHOWN.domains],
    ] as const) {
      const list = page.locator(`[data-chip-list="${id}"]`);
      const chips = list.locator('li');
      await expect(chips).toHaveText([...items]);
      for (const [index] of items.entries()) {
        if (index < shown) await expect(chips.nth(index), `${id} ${index}`).toBeVisible();
        else await expect(chips.nth(index), `${id} ${index}`).toBeHidden();
      }
      const toggle = list.locator('summary');
      // Both labels are in the HTML; the one on screen is what counts.
      await expect.poll(() => toggle.innerText()).toMatch(new RegExp(`^\\+${items.length - shown} more`));
      await toggle.click();
      await expect.poll(() => toggle.innerText()).toMatch(/^Show Less/);
      for (const [index] of items.entries()) await expect(chips.nth(index)).toBeVisible();
      // 'Show Less' sits under the chips it hides again.
      const last = await chips.last().boundingBox();
      const button = await toggle.boundingBox();
      expect(button!.y).toBeGreaterThan(last!.y);
      await toggle.click();
      await expect(chips.nth(shown)).toBeHidden();
      await expect.poll(() => toggle.innerText()).toMatch(/^\+\d+ more/);
    }
  });

  test('the career tracks open and close, and the figures and FAQ come from the data', async ({ page }) => {
    await page.goto('/ematixprime/course');
    const tracks = page.getByTestId('career-tracks').locator('details');
    await expect(tracks).toHaveCount(info.careerTracks.length);
    for (const [index, track] of info.careerTracks.entries()) {
      const item = tracks.nth(index);
      await expect(item.locator('summary')).toContainText(track.title);
      await expect(item.getByText(track.details[0])).toBeHidden();
      await item.locator('summary').click();
      for (const step of track.details) await expect(item.getByText(step)).toBeVisible();
      await item.locator('summary').click();
      await expect(item.getByText(track.details[0])).toBeHidden();
    }
    for (const stat of info.stats) {
      // The figure of its own label (two figures may be alike): the dt and dd of one pair.
      const pair = page
        .locator('dl > div')
        .filter({ has: page.getByRole('term').getByText(stat.label, { exact: true }) });
      await expect(pair.getByRole('definition')).toHaveText(stat.value);
    }
    for (const item of faq('course-info').items)
      await expect(page.getByText(item.question, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: info.cta.label }).click();
    await expect(page).toHaveURL(/\/ematixprime\/internship$/);
  });
});

test.describe('courses', () => {
  for (const path of ['/service/course', '/service/elearning']) {
    test(`${path}: every course with start date and fee; Read More expands in place; Buy opens the enrolment form with the course's title`, async ({
      page,
    }) => {
      // The day before the first start: every course's batch is still open.
      await page.clock.setFixedTime(
        noonInIndia(
          courses()
            .map((c) => c.start)
            .sort()[0],
          -1,
        ),
      );
      await page.goto(path);
      const cards = page.getByTestId('courses').locator(':scope > li');
      await expect(cards).toHaveCount(courses().length);
      // In the order shown: by start date (~/lib/time/date-order).
      for (const [index, course] of byDate(courses()).entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(course.title);
        await expect(card.locator('time:visible')).toHaveAttribute('datetime', course.start);
        await expect(card.locator('[data-fee]')).toHaveText(formatRupees(course.fee));
        await expect(card.getByText(course.details)).toBeHidden();
        const summary = card.locator('summary');
        await expect.poll(() => summary.innerText()).toMatch(/^Read More/);
        await summary.click();
        await expect(card.getByText(course.details)).toBeVisible();
        for (const topic of course.topics) await expect(card.getByText(topic, { exact: true })).toBeVisible();
        await expect.poll(() => summary.innerText()).toMatch(/^Show Less/);
        if (!course.onSale) {
          await expect(card.getByRole('link', { name: /^Buy/ })).toHaveCount(0);
          continue;
        }
        const buy = card.getByRole('link', { name: /^Buy/ });
        await expect(buy).toHaveAttribute('href', formLink(site.externalLinks.enrolmentForm, course.title));
        await expect(buy).toHaveAttribute('target', '_blank');
      }
    });
  }

  test('a course is sold on any day: after its start, every course on sale still offers Buy and names the next batch instead of the date (fixed clock)', async ({
    page,
  }) => {
    const last = courses()
      .map((c) => c.start)
      .sort()
      .at(-1)!;
    // The day after the last start: every start date is past in the visitor's browser (TimeAware has run).
    await page.clock.setFixedTime(noonInIndia(last, 1));
    for (const path of ['/service/course', '/service/elearning']) {
      await page.goto(path);
      const cards = page.getByTestId('courses').locator(':scope > li');
      await expect(cards).toHaveCount(courses().length);
      for (const [index, course] of byDate(courses()).entries()) {
        const card = cards.nth(index);
        await expect(card.locator(`time[datetime="${course.start}"]`), course.id).toBeHidden();
        if (course.onSale) {
          await expect(card.getByRole('link', { name: /^Buy/ }), course.id).toBeVisible();
          await expect(card.getByRole('link', { name: /^Buy/ }), course.id).toHaveAttribute(
            'href',
            formLink(site.externalLinks.enrolmentForm, course.title),
          );
          await expect(card.locator('[data-next-batch]'), course.id).toBeVisible();
          await expect(card.getByTestId('course-facts'), course.id).toContainText('Next batch');
        } else {
          // Marked not sold (onSale: false): no Buy on any day; the card says so and offers to ask.
          await expect(card.getByRole('link', { name: /^Buy/ }), course.id).toHaveCount(0);
          await expect(card.locator('[data-off-sale]'), course.id).toBeVisible();
        }
      }
    }
  });

  test('/service/elearning introduces the Prime LMS before the courses', async ({ page }) => {
    await page.goto('/service/elearning');
    const intro = elearning();
    const lms = page.getByRole('heading', { name: intro.heading });
    const list = page.getByRole('heading', { name: 'Courses', exact: true });
    expect((await lms.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
    for (const feature of intro.features)
      await expect(page.getByRole('heading', { name: feature.title })).toBeVisible();
  });
});

test.describe('internship programme and inplant training', () => {
  test('/ematixprime/intern: who can apply, the benefits, the pictures, the MBA programme and its FAQ', async ({
    page,
  }) => {
    const programme = internProgramme();
    const mba = mbaProgramme();
    await page.goto('/ematixprime/intern');
    await expect(page.getByTestId('who-can-apply').locator('li')).toHaveText(programme.whoCanApply);
    await expect(page.getByTestId('intern-benefits').getByRole('heading')).toHaveText(
      programme.benefits.map((b) => b.title),
    );
    for (const picture of programme.pictures) await expect(page.getByRole('img', { name: picture.alt })).toHaveCount(1);
    await expect(page.getByRole('link', { name: programme.cta.label })).toHaveAttribute('href', programme.cta.href);
    await expect(page.getByTestId('mba-specialisations').getByRole('heading')).toHaveText(
      mba.specialisations.map((s) => s.title),
    );
    await expect(page.getByTestId('mba-details').getByRole('heading')).toHaveText(mba.details.map((d) => d.title));
    for (const item of faq('mba-internship').items)
      await expect(page.getByText(item.question, { exact: true })).toBeVisible();
  });

  test('/service/inplant: four benefits, three pictures and an enrolment button that goes somewhere real', async ({
    page,
  }) => {
    const data = inplant();
    await page.goto('/service/inplant');
    await expect(page.getByTestId('inplant-benefits').getByRole('heading')).toHaveText(
      data.benefits.map((b) => b.title),
    );
    for (const picture of data.pictures) await expect(page.getByRole('img', { name: picture.alt })).toHaveCount(1);
    await page.getByRole('link', { name: data.cta.label }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Inplant/);
    await expect(page.getByLabel(/subject/i)).toHaveValue(/Inplant training/);
  });
});
