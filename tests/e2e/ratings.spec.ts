/**
 * Ratings (issue 28): every testimonial with a rating shows five stars drawn to the nearest half of its data's rating
 * (docs/decisions.md: 4.9 as five stars, 4.7 as four and a half), the rating beside them, and states it to screen
 * readers ("Rated 4.9 out of 5"). Every list is read from the content, in file order.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { entryData, partOf } from '../support/content';

interface Rated {
  name: string;
  rating?: number;
}
const archive = await entryData<{ testimonial: Rated }>('pages', '/ematixprime/conference/pastconference');

/** Where testimonials with ratings are shown: the page, its cards in order, and the data they show. */
const lists: { path: string; name: string; cards: (page: Page) => Locator; items: Rated[] }[] = [
  {
    path: '/',
    name: 'client testimonials',
    cards: (page) => page.getByTestId('client-testimonials').getByRole('listitem'),
    items: (await partOf<Rated>('testimonials', 'group', 'client')).map((e) => e.data),
  },
  {
    path: '/',
    name: 'learner reviews',
    cards: (page) => page.getByTestId('learner-reviews').getByRole('listitem'),
    items: (await partOf<Rated>('testimonials', 'group', 'learner')).map((e) => e.data),
  },
  {
    path: '/ematixprime/conference/pastconference',
    name: 'the past conferences testimonial',
    cards: (page) => page.locator('main [data-testimonial]'),
    items: [archive.testimonial],
  },
];

/** The stars a rating should draw: to the nearest half (written here once more, not taken from src/lib/format/rating). */
function expectedStars(rating: number) {
  const halves = Math.round(rating * 2);
  return { full: Math.floor(halves / 2), half: halves % 2, empty: 5 - Math.ceil(halves / 2) };
}

for (const { path, name, cards, items } of lists) {
  test(`${name} on ${path}: stars to the nearest half of each rating, and the rating stated to screen readers`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(cards(page)).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      const card = cards(page).nth(index);
      await expect(card).toContainText(item.name);
      const stars = card.getByTestId('star-rating');
      if (item.rating === undefined) {
        await expect(stars).toHaveCount(0);
        continue;
      }
      const { full, half, empty } = expectedStars(item.rating);
      await expect(stars.locator('[data-star]'), `${item.name}: five stars`).toHaveCount(5);
      await expect(stars.locator('[data-star="full"]'), `${item.name}: full stars`).toHaveCount(full);
      await expect(stars.locator('[data-star="half"]'), `${item.name}: half stars`).toHaveCount(half);
      await expect(stars.locator('[data-star="empty"]'), `${item.name}: empty stars`).toHaveCount(empty);
      await expect(stars).toBeVisible();
      // What a screen reader gets: the rating in words, and nothing of the stars or the bare number.
      await expect(stars).toMatchAriaSnapshot(`- paragraph: Rated ${item.rating} out of 5`);
      await expect(stars).toContainText(String(item.rating));
    }
  });
}
