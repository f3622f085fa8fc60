import { expect, test, type Page } from '@playwright/test';
import { settings } from './people-content';
import { pageWithoutScripts, postedFields } from '../support/form-service';

const site = settings();
const endpoint = site.formEndpoint;
/** SPEC §5/§7: labels, field names and types of the message form. */
const fields = [
  { label: 'Full Name', name: 'name', type: 'text', autocomplete: 'name' },
  { label: 'Email Address', name: 'email', type: 'email', autocomplete: 'email' },
  { label: 'Mobile Number', name: 'phone', type: 'tel', autocomplete: 'tel' },
  // No autofill token fits these; "off" is avoided because browsers then drop the text when the visitor comes Back.
  { label: 'Subject', name: 'subject', type: 'text', autocomplete: null },
  { label: 'Message', name: 'message', type: null, autocomplete: null },
];
const pages = ['/contact', '/ematixprime/contact'];
const form = (page: Page) => page.locator('form[data-contact-form]');
const field = (page: Page, label: string) =>
  form(page).getByRole('textbox', { name: `${label} (required)`, exact: true });

for (const path of pages) {
  test.describe(path, () => {
    test('shows the contact details, working hours and social links from the site settings', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const details = page.getByTestId('contact-details');
      await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      await expect(details.getByRole('link', { name: site.phone })).toHaveAttribute(
        'href',
        `tel:${site.phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(details.getByTestId('working-hours').getByRole('listitem')).toHaveText(site.hours);
      const social = details.getByTestId('social-links').getByRole('link');
      await expect(social).toHaveCount(site.social.length);
      for (const [index, item] of site.social.entries()) {
        await expect(social.nth(index)).toContainText(item.label);
        await expect(social.nth(index)).toHaveAttribute('href', item.url);
      }
      await expect(page.locator('astro-island')).toHaveCount(0);
    });

    test('the form is a real form: POST to the endpoint, labelled required fields, autocomplete, a hidden honeypot', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(form(page)).toHaveAttribute('method', 'post');
      await expect(form(page)).toHaveAttribute('action', endpoint);
      for (const f of fields) {
        const control = field(page, f.label);
        await expect(control).toHaveAttribute('name', f.name);
        await expect(control).toHaveAttribute('required', '');
        if (f.autocomplete) await expect(control).toHaveAttribute('autocomplete', f.autocomplete);
        else await expect(control).not.toHaveAttribute('autocomplete', 'off');
        if (f.type) await expect(control).toHaveAttribute('type', f.type);
      }
      const trap = form(page).locator('input[name="_gotcha"]');
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await expect(trap).toHaveAttribute('autocomplete', 'off');
      expect(await trap.evaluate((el) => Boolean(el.closest('[aria-hidden="true"]')))).toBe(true);
      expect(await trap.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
      // Tab from Message goes to the send button, never to the trap.
      await field(page, 'Message').focus();
      await page.keyboard.press('Tab');
      await expect(form(page).getByRole('button', { name: 'Send message' })).toBeFocused();
    });

    test('?subject= fills in Subject', async ({ page }) => {
      await page.goto(`${path}?subject=${encodeURIComponent('IoT gateway demo')}`);
      await expect(field(page, 'Subject')).toHaveValue('IoT gateway demo');
      await page.goto(`${path}?subject=Line%0D%0Abreak`);
      await expect(field(page, 'Subject')).toHaveValue('Line break');
      await page.goto(path);
      await expect(field(page, 'Subject')).toHaveValue('');
    });

    test('the browser stops an incomplete message; nothing is sent', async ({ page }) => {
      let sent = 0;
      await page.route(`${endpoint}**`, (route) => {
        sent += 1;
        return route.fulfill({ status: 200, body: 'ok' });
      });
      await page.goto(path);
      await field(page, 'Full Name').fill('Priya');
      await field(page, 'Email Address').fill('priya@');
      await form(page).getByRole('button', { name: 'Send message' }).click();
      await expect(field(page, 'Email Address')).toBeFocused();
      expect(await field(page, 'Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
        true,
      );
      expect(sent).toBe(0);
      await expect(field(page, 'Full Name')).toHaveValue('Priya');
    });
  });
}

test('with JavaScript turned off the message is posted as a plain form with every field', async ({
  browser,
  baseURL,
}) => {
  const { context, page, posted } = await pageWithoutScripts(browser, baseURL, {
    body: '<!doctype html><title>Thanks</title><p>Message received</p>',
  });
  await page.goto('/contact?subject=ignored-without-js');
  // No script ran, so Subject is empty and typed by hand.
  await expect(field(page, 'Subject')).toHaveValue('');
  await field(page, 'Full Name').fill('Priya Raman');
  await field(page, 'Email Address').fill('priya@example.com');
  await field(page, 'Mobile Number').fill('+91 98765 43210');
  await field(page, 'Subject').fill('Internship enquiry');
  await field(page, 'Message').fill('Is the IoT internship open for second-year ECE students?');
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message received')).toBeVisible();

  expect(posted).toHaveLength(1);
  expect(posted[0].method()).toBe('POST');
  expect(posted[0].headers()['content-type']).toBe('application/x-www-form-urlencoded');
  const body = postedFields(posted[0]);
  expect(body).toEqual({
    name: 'Priya Raman',
    email: 'priya@example.com',
    phone: '+91 98765 43210',
    subject: 'Internship enquiry',
    message: 'Is the IoT internship open for second-year ECE students?',
    page: '/contact',
    // The shared form part sends the e-mail subject the team receives (hidden field).
    _subject: 'Message from the website (/contact)',
    _gotcha: '',
  });
  await context.close();
});

test('with JavaScript turned off, a failed send loses nothing: Back returns to the filled-in form', async ({
  browser,
  baseURL,
}) => {
  const { context, page, posted } = await pageWithoutScripts(browser, baseURL, {
    status: 502,
    body: '<!doctype html><title>Error</title><p>Bad gateway</p>',
  });
  await page.goto('/ematixprime/contact');
  const typed = {
    'Full Name': 'Karthik R',
    'Email Address': 'karthik@example.com',
    'Mobile Number': '9876543210',
    Subject: 'Chapter application',
    Message: 'We would like to start a student chapter at our college.',
  };
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Bad gateway')).toBeVisible();
  expect(posted).toHaveLength(1);
  await page.goBack();
  for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
  await context.close();
});

// The most common cheap Android (360 px) and the narrowest phones still in use (320 px): both cards fit, nothing
// scrolls sideways, with JavaScript on (site-checks covers it with JavaScript off).
for (const width of [360, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    for (const path of pages) {
      test(`${path} has no horizontal overflow and both cards fit the screen`, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const card of [page.getByTestId('contact-details'), form(page).locator('xpath=ancestor::section[1]')]) {
          const box = (await card.boundingBox())!;
          expect(box.x, 'card starts inside the screen').toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, 'card ends inside the screen with a margin').toBeLessThanOrEqual(width - 8);
        }
        await expect(page.getByTestId('contact-details').getByRole('link', { name: site.email })).toBeVisible();
      });
    }
  });
}
