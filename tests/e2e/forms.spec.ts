/**
 * The shared form part (src/components/forms/) as the contact form: sent in the background with every field, a
 * failed send shown in place with every typed value kept, the first refused field named, and a plain POST when
 * JavaScript is off. Run on both contact pages.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { settings } from './people-content';

const site = settings();
const endpoint = site.formEndpoint;
const form = (page: Page) => page.locator('form[data-contact-form]');
const field = (page: Page, label: string) =>
  form(page).getByRole('textbox', { name: `${label} (required)`, exact: true });
const typed = {
  'Full Name': 'Priya Raman',
  'Email Address': 'priya@example.com',
  'Mobile Number': '+91 98765 43210',
  Subject: 'Internship enquiry',
  Message: 'Is the IoT internship open for second-year ECE students?',
};
const fill = async (page: Page) => {
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
};

for (const path of ['/contact', '/ematixprime/contact']) {
  test.describe(path, () => {
    test('sends every field in the background and shows the thanks in place', async ({ page }) => {
      const requests: Request[] = [];
      await page.route(`${endpoint}**`, async (route) => {
        requests.push(route.request());
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
      });
      await page.goto(path);
      await fill(page);
      await form(page).getByRole('button', { name: 'Send message' }).click();
      await expect(form(page).getByRole('status')).toContainText(`Thank you, ${typed['Full Name']}`);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.method()).toBe('POST');
      expect(request.headers()['accept']).toContain('application/json');
      const body = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
      expect(body).toEqual({
        name: typed['Full Name'],
        email: typed['Email Address'],
        phone: typed['Mobile Number'],
        subject: typed.Subject,
        message: typed.Message,
        page: path,
        _subject: expect.stringContaining(typed.Subject),
        // Sent as the browser's own post sends it: every field, the empty honeypot too.
        _gotcha: '',
      });
      // Nothing typed is cleared.
      for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
    });

    test('a failed send shows why in place and keeps everything typed; a retry can succeed', async ({ page }) => {
      let attempt = 0;
      await page.route(`${endpoint}**`, (route) => {
        attempt += 1;
        if (attempt === 1) return route.fulfill({ status: 502, body: 'Bad gateway' });
        if (attempt === 2) return route.abort('internetdisconnected');
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
      });
      await page.goto(path);
      await fill(page);
      const send = form(page).getByRole('button', { name: 'Send message' });
      await send.click();
      const alert = form(page).getByRole('alert');
      await expect(alert).toContainText('could not be sent');
      await expect(alert).toContainText('502');
      await expect(alert).toContainText(site.email);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
      await send.click();
      await expect(alert).toContainText('connection');
      for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
      await send.click();
      await expect(form(page).getByRole('status')).toContainText('Thank you');
      await expect(alert).toHaveText('');
      expect(attempt).toBe(3);
    });

    test('a refused field is focused and named in the status; nothing is sent', async ({ page }) => {
      let sent = 0;
      await page.route(`${endpoint}**`, (route) => {
        sent += 1;
        return route.fulfill({ status: 200, body: '{}' });
      });
      await page.goto(path);
      await field(page, 'Full Name').fill('Priya');
      await field(page, 'Email Address').fill('priya@');
      await form(page).getByRole('button', { name: 'Send message' }).click();
      await expect(field(page, 'Email Address')).toBeFocused();
      await expect(form(page).getByRole('status')).toContainText('“Email Address”');
      expect(sent).toBe(0);
    });
  });
}

test('with JavaScript off the form is a plain POST of every field, with the subject and the honeypot', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const posted: URLSearchParams[] = [];
  await page.route(`${endpoint}**`, async (route) => {
    posted.push(new URLSearchParams(route.request().postData() ?? ''));
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Thanks</title><p>Message received</p>',
    });
  });
  await page.goto('/ematixprime/contact');
  await fill(page);
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message received')).toBeVisible();
  expect(posted).toHaveLength(1);
  const body = Object.fromEntries(posted[0]!);
  expect(body).toMatchObject({
    name: typed['Full Name'],
    email: typed['Email Address'],
    phone: typed['Mobile Number'],
    subject: typed.Subject,
    message: typed.Message,
  });
  expect(body._subject).toBeTruthy();
  expect(body._gotcha).toBe('');
  await context.close();
});
