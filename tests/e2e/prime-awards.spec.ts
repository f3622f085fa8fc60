/**
 * Award and gallery pages against their data: every recipient and award category appears, in the order of its
 * file, with the fields SPEC shows; the gallery cards show their college, date or duration and extra line, and
 * their pictures rotate every 3 s on phones (checked with a fixed clock), pause, step, hold still for reduced
 * motion, and show as a grid on wide screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatLongDate, galleryWhen } from '../../src/lib/content/learning';
import { formatDateRange } from '../../src/lib/format/numbers';
import { entries, partOf } from '../support/content';
import { awardPage, gallery } from './learning-content';

const awardPages = [
  { path: '/service/awardrecognition', id: 'recognition' },
  { path: '/ematixprime/award/global', id: 'global' },
  { path: '/ematixprime/award/faculty', id: 'faculty' },
  { path: '/service/institutionalaward', id: 'institutional' },
  { path: '/ematixprime/award/women', id: 'women' },
  { path: '/ematixprime/award/studentcorporate', id: 'student-corporate' },
];

for (const { path, id } of awardPages) {
  test(`${path} shows every recipient and award category of src/content/awards/${id}.yaml, in order`, async ({
    page,
  }) => {
    const data = awardPage(id);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(data.intro)).toBeVisible();
    const recipients = page.getByTestId('award-recipients').locator(':scope > li');
    await expect(recipients).toHaveCount(data.recipients.length);
    for (const [index, person] of data.recipients.entries()) {
      const card = recipients.nth(index);
      await expect(card.getByRole('heading')).toHaveText(person.name);
      for (const field of [person.title, person.designation, person.organisation, person.city]) {
        if (field) await expect(card, `${person.name}: ${field}`).toContainText(field);
      }
      if (person.photo) await expect(card.getByRole('img', { name: person.photo.alt })).toHaveCount(1);
    }
    const categories = page.getByTestId('award-categories').locator(':scope > li');
    await expect(categories).toHaveCount(data.categories.length);
    for (const [index, category] of data.categories.entries()) {
      const card = categories.nth(index);
      await expect(card.getByRole('heading')).toHaveText(category.title);
      await expect(card).toContainText(category.description);
      if (category.eligibility) await expect(card).toContainText(`Who can be nominated: ${category.eligibility}`);
    }
    if (data.cta) await expect(page.getByRole('link', { name: data.cta.label })).toHaveAttribute('href', data.cta.href);
  });
}

const galleryPages = [
  { path: '/ematixprime/internshipgallery', id: 'internships' },
  { path: '/ematixprime/mougallery', id: 'mou' },
];

for (const { path, id } of galleryPages) {
  test(`${path} shows every card of src/content/galleries/${id}.yaml with its pictures`, async ({ page }) => {
    const data = gallery(id);
    await page.goto(path);
    const cards = page.getByTestId(`gallery-${id}`).locator('[data-gallery-card]');
    await expect(cards).toHaveCount(data.cards.length);
    for (const [index, card] of data.cards.entries()) {
      const item = cards.nth(index);
      await expect(item.getByRole('heading')).toHaveText(card.title);
      await expect(item).toContainText(card.college);
      await expect(item.locator('[data-card-when]')).toHaveText(galleryWhen(card));
      if (card.extra) await expect(item.locator('[data-card-extra]')).toHaveText(card.extra);
      else await expect(item.locator('[data-card-extra]')).toHaveCount(0);
      for (const picture of card.pictures) await expect(item.getByRole('img', { name: picture.alt })).toHaveCount(1);
    }
  });
}

test.describe('gallery rotation on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const firstGallery = (page: Page) => page.getByTestId('gallery-internships').locator('ematix-gallery').first();
  const current = (page: Page) => firstGallery(page).locator('[data-slide][data-current] img');
  const pictures = gallery('internships').cards[0].pictures;

  test('advances every 3 s and wraps, pauses and resumes, and steps with previous and next', async ({ page }) => {
    await page.clock.install();
    await page.goto('/ematixprime/internshipgallery');
    const g = firstGallery(page);
    await g.scrollIntoViewIfNeeded();
    await expect(g).toHaveAttribute('data-rotating', '');
    await page.mouse.move(0, 0);
    await expect(current(page)).toHaveAttribute('alt', pictures[0].alt);
    await expect(g.locator('[data-slide]:not([data-current])').first()).toBeHidden();
    for (let step = 1; step <= pictures.length; step += 1) {
      await page.clock.runFor(3000);
      await expect(current(page)).toHaveAttribute('alt', pictures[step % pictures.length].alt);
    }
    // Pause: the picture stays, even after the pointer and focus have left.
    await g.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await page.clock.runFor(9000);
    await expect(current(page)).toHaveAttribute('alt', pictures[0].alt);
    await g.getByRole('button', { name: 'Next picture' }).click();
    await expect(current(page)).toHaveAttribute('alt', pictures[1].alt);
    await g.getByRole('button', { name: 'Previous picture' }).click();
    await g.getByRole('button', { name: 'Previous picture' }).click();
    await expect(current(page)).toHaveAttribute('alt', pictures[pictures.length - 1].alt);
    await g.getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await page.clock.runFor(3000);
    await expect(current(page)).toHaveAttribute('alt', pictures[0].alt);
  });

  test('holds still for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/ematixprime/internshipgallery');
    await firstGallery(page).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9000);
    await expect(current(page)).toHaveAttribute('alt', pictures[0].alt);
    await expect(firstGallery(page).getByRole('button', { name: 'Play' })).toBeVisible();
    await context.close();
  });
});

test('one event, one set of facts: an FDP in the MOU gallery shows what its own page shows', async ({ page }) => {
  const named = (await entries<{ cards: { fdp?: { id: string } }[] }>('galleries')).flatMap((entry) =>
    entry.data.cards.flatMap((card) => (card.fdp ? [{ gallery: entry.id, id: card.fdp.id }] : [])),
  );
  for (const { gallery: id, id: fdpId } of named.filter((n) => n.gallery === 'mou')) {
    const fdp = (
      await partOf<{ title: string; college: string; start: string; end?: string }>('programmes', 'kind', 'fdp')
    ).find((e) => e.id === fdpId)!.data;
    await page.goto('/ematixprime/mougallery');
    // Found by its title: the gallery shows its cards by date, not in the file's order.
    const card = page
      .getByTestId(`gallery-${id}`)
      .locator('[data-gallery-card]')
      .filter({ has: page.getByRole('heading', { name: fdp.title, exact: true }) });
    await expect(card.getByRole('heading')).toHaveText(fdp.title);
    await expect(card).toContainText(fdp.college);
    await expect(card.locator('[data-card-when]')).toContainText(formatLongDate(fdp.start));
    await page.goto('/ematixprime/initiative/faculty');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fdp.title);
    await expect(page.getByTestId('fdp-facts')).toContainText(fdp.college);
    await expect(page.getByTestId('fdp-facts')).toContainText(formatDateRange(fdp.start, fdp.end));
  }
});

test('on a wide screen the pictures show as a grid, without rotation controls', async ({ page }) => {
  await page.goto('/ematixprime/mougallery');
  const first = page.getByTestId('gallery-mou').locator('ematix-gallery').first();
  for (const picture of gallery('mou').cards[0].pictures)
    await expect(first.getByRole('img', { name: picture.alt })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Next picture' })).toBeHidden();
});
