/** The axe check must be able to fail: a small page with known violations is reported. */
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';

test('axe reports a missing alt, an unlabelled input and low contrast', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>broken</title></head><body><main>
    <h1>Broken page</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <input type="text">
    <p style="color:#bbb;background:#fff">Hard to read</p>
  </main></body></html>`);
  const ids = (await axeViolations(page)).map((line) => line.split(' ')[0]);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'label', 'color-contrast']));
});
