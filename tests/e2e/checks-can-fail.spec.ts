/** The page checks must be able to fail: small pages with known faults are reported, and only those. */
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { checkTextOverlaps } from '../support/text-overlap';

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

test('the overlap check reports text drawn over text, and not what is hidden, clipped, fixed or nested', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Everything in the first block is drawn at its top left corner, over "Target": only the visible link counts.
  const over = 'position:absolute;top:0;left:0;margin:0';
  const sr = `${over};width:1px;height:1px;padding:0 16px;overflow:hidden;clip:rect(0,0,0,0)`;
  await page.setContent(`<!doctype html><html lang="en"><head><title>overlaps</title>
    <style>body{margin:0;font:16px/1.5 sans-serif} li{list-style:none}</style></head><body>
    <div style="position:relative;height:48px">
      <a href="/t">Target link</a>
      <a href="/v" style="${over}">Visible</a>
      <a href="#main" style="${sr}">Skip to main content</a>
      <details style="${over}"><summary style="margin-left:250px">More</summary><a href="/a">In closed details</a></details>
      <dialog style="${over}"><a href="/b">In a closed dialog</a></dialog>
      <div style="${over};width:2px;height:2px;overflow:hidden"><a href="/c">Clipped away</a></div>
      <a href="/e" style="${over};visibility:hidden">Invisible</a>
      <a href="/f" style="${over};opacity:0">Transparent</a>
      <a href="/chat" style="position:fixed;top:0;left:0">Chat</a>
    </div>
    <main id="main">
      <h1 style="position:relative">Title <a href="/x" style="${over}">Over it</a></h1>
      <!-- The 404 page's fault: a no-wrap name and the words after it, each a flex item, run out of a narrow column. -->
      <ul style="display:grid;grid-template-columns:120px 120px;gap:8px;padding:0">
        <li><a href="/prime" style="display:inline-flex;gap:8px"><span style="white-space:nowrap">Ematix-Prime</span> (LMS)</a></li>
        <li><a href="/contact">Contact</a></li>
      </ul>
      <h2 style="margin:0">Heading</h2><button style="position:relative;top:-30px">Pulled up</button>
    </main></body></html>`);
  expect(await checkTextOverlaps(page)).toEqual([
    expect.stringMatching(/^a "Target link" overlaps a "Visible" by/),
    expect.stringMatching(/^a "Ematix-Prime \(LMS\)" overlaps a "Contact" by/),
    expect.stringMatching(/^h2 "Heading" overlaps button "Pulled up" by/),
  ]);
});
