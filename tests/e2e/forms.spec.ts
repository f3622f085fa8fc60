/**
 * The shared form part (src/components/forms/), mostly as the contact form: sent in the background with every field, a
 * failed send shown in place with every typed value kept, the first refused field named (in the error colour, with an
 * icon), focused and in view, phone numbers and short texts refused with clear words, and a plain POST when
 * JavaScript is off. Run on both contact pages; the registration and inquiry forms for the same checks.
 */
import { expect, test, type Request } from '@playwright/test';
import { settings } from './people-content';
import { expectInView, expectRefusedWithContacts, isGreen, isRed, shownMessage } from './form-checks';
import { pageWithoutScripts, postedFields } from '../support/form-service';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  MIN_MESSAGE_LENGTH,
  MIN_NAME_LENGTH,
  PHONE_MESSAGE,
  PHONE_PATTERN,
} from '../../src/lib/forms/validation';
import { PLAN_FIELD, registrationHref } from '../../src/lib/forms/registration';
import {
  contactField as field,
  contactForm as form,
  fillContact as fill,
  typedContact as typed,
} from '../support/contact-form';

const site = settings();
const endpoint = site.formEndpoint;
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

    test('a refused send says so with the phone, WhatsApp and e-mail, keeping everything typed; without a network it says that; a retry can succeed', async ({
      page,
    }) => {
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
      await expectRefusedWithContacts(form(page), 502, site);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
      // No service worker here (a browser without one): no network is said as it is, and nothing is claimed kept.
      await send.click();
      await expect(alert).toContainText('No connection');
      await expect(alert).not.toContainText('saved');
      for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
      await send.click();
      await expect(form(page).getByRole('status')).toContainText('Thank you');
      // No failure line, no contact links: the alert is silent again.
      await expect(alert.locator('[data-form-line]:visible')).toHaveCount(0);
      expect(attempt).toBe(3);
    });

    test('a refused field is focused and named in the error colour with an icon; a thanks is green with its own', async ({
      page,
    }) => {
      let sent = 0;
      await page.route(`${endpoint}**`, (route) => {
        sent += 1;
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
      });
      await page.goto(path);
      await field(page, 'Full Name').fill('Priya');
      await field(page, 'Email Address').fill('priya@');
      await form(page).getByRole('button', { name: 'Send message' }).click();
      await expect(field(page, 'Email Address')).toBeFocused();
      await expect(form(page).getByRole('status')).toContainText('“Email Address”');
      const refused = await shownMessage(form(page));
      expect(refused).toMatchObject({ kind: 'invalid', icon: true });
      expect(refused.text).toMatch(/^Please check “Email Address”: \S/);
      expect(isRed(refused.color), refused.color).toBe(true);
      expect(sent).toBe(0);

      // An address without a dot in its domain cannot be replied to: refused, in words that say what to write.
      await expect(field(page, 'Email Address')).toHaveAttribute('pattern', EMAIL_PATTERN);
      await fill(page);
      await field(page, 'Email Address').fill('a@b');
      await form(page).getByRole('button', { name: 'Send message' }).click();
      await expect(field(page, 'Email Address')).toBeFocused();
      await expect(form(page).getByRole('status')).toHaveText(`Please check “Email Address”: ${EMAIL_MESSAGE}`);
      expect(sent).toBe(0);

      await fill(page);
      await form(page).getByRole('button', { name: 'Send message' }).click();
      await expect(form(page).getByRole('status')).toContainText('Thank you');
      const thanks = await shownMessage(form(page));
      expect(thanks).toMatchObject({ kind: 'sent', role: 'status', icon: true });
      expect(isGreen(thanks.color), thanks.color).toBe(true);
      expect(thanks.color).not.toBe(refused.color);
      expect(sent).toBe(1);
    });

    test('a mobile number must be one: "12345" and "abcde" are refused with clear words; Indian and international numbers pass', async ({
      page,
    }) => {
      const posted: string[] = [];
      await page.route(`${endpoint}**`, (route) => {
        posted.push(new URLSearchParams(route.request().postData() ?? '').get('phone') ?? '');
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
      });
      await page.goto(path);
      await fill(page);
      const phone = field(page, 'Mobile Number');
      await expect(phone).toHaveAttribute('pattern', PHONE_PATTERN);
      const send = form(page).getByRole('button', { name: 'Send message' });
      for (const wrong of ['12345', 'abcde']) {
        await phone.fill(wrong);
        await send.click();
        await expect(phone).toBeFocused();
        await expect(form(page).getByRole('status')).toHaveText(`Please check “Mobile Number”: ${PHONE_MESSAGE}`);
        expect((await shownMessage(form(page))).kind).toBe('invalid');
        await expect(phone).toHaveValue(wrong);
      }
      expect(posted).toEqual([]);
      for (const right of ['98765 43210', '+91-98765-43210', '09876543210', '+44 20 7946 0958', '+1 415 555 2671']) {
        await phone.fill(right);
        await send.click();
        await expect.poll(() => posted.at(-1)).toBe(right);
        await expect(form(page).getByRole('status')).toContainText('Thank you');
      }
    });

    test('a name and a message have a sensible minimum, said in words', async ({ page }) => {
      await page.route(`${endpoint}**`, (route) => route.abort());
      await page.goto(path);
      await fill(page);
      const send = form(page).getByRole('button', { name: 'Send message' });
      await expect(field(page, 'Full Name')).toHaveAttribute('minlength', String(MIN_NAME_LENGTH));
      await expect(field(page, 'Message')).toHaveAttribute('minlength', String(MIN_MESSAGE_LENGTH));

      await field(page, 'Full Name').fill('P');
      await send.click();
      await expect(field(page, 'Full Name')).toBeFocused();
      // The browser's own words (in the visitor's language) name the minimum.
      await expect(form(page).getByRole('status')).toHaveText(
        new RegExp(`Please check “Full Name”: .*\\b${MIN_NAME_LENGTH}\\b`),
      );
      await field(page, 'Full Name').fill(typed['Full Name']);
      const short = 'Hi'.padEnd(MIN_MESSAGE_LENGTH - 1, '!');
      await field(page, 'Message').fill(short);
      await send.click();
      await expect(field(page, 'Message')).toBeFocused();
      await expect(form(page).getByRole('status')).toHaveText(
        new RegExp(`Please check “Message”: .*\\b${MIN_MESSAGE_LENGTH}\\b`),
      );
      await expect(field(page, 'Message')).toHaveAccessibleDescription(`At least ${MIN_MESSAGE_LENGTH} characters.`);
      await expect(field(page, 'Message')).toHaveValue(short);
    });

    test('on a phone, the first refused field is brought out from under the sticky header and focused', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.route(`${endpoint}**`, (route) => route.abort());
      await page.goto(path);
      await fill(page);
      await field(page, 'Full Name').fill('');
      // The empty name sits under the sticky header: on screen for the browser, hidden for the visitor.
      await field(page, 'Full Name').evaluate((el) =>
        window.scrollBy({ top: el.getBoundingClientRect().top - 16, behavior: 'instant' }),
      );
      await field(page, 'Subject').focus();
      await page.keyboard.press('Enter');
      await expect(field(page, 'Full Name')).toBeFocused();
      await expectInView(field(page, 'Full Name'));
      // Everything else typed is still there.
      await expect(field(page, 'Message')).toHaveValue(typed.Message);
    });
  });
}

test('while a form is sending, its button is marked disabled for assistive tools and a second press sends nothing', async ({
  page,
}) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  await page.route(`${endpoint}**`, async (route) => {
    sent += 1;
    await answered;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await page.goto('/contact');
  await fill(page);
  const send = form(page).getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(form(page).getByRole('status')).toContainText('Sending');
  // The attribute itself (not only the ariaDisabled property, which older phone browsers do not pass on).
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  // and it looks it: dimmed, until the answer comes.
  const opacity = () => send.evaluate((button) => Number(getComputedStyle(button).opacity));
  expect(await opacity()).toBeLessThan(1);
  // A visitor can still press it (force: Playwright itself waits for a button marked disabled).
  await send.click({ force: true });
  release();
  await expect(form(page).getByRole('status')).toContainText('Thank you');
  await expect(send).not.toHaveAttribute('aria-disabled', /.*/);
  expect(await opacity()).toBe(1);
  expect(sent).toBe(1);
});

test('with JavaScript off the form is a plain POST of every field, with the subject and the honeypot', async ({
  browser,
  baseURL,
}) => {
  const { context, page, posted } = await pageWithoutScripts(browser, baseURL, {
    body: '<!doctype html><title>Thanks</title><p>Message received</p>',
  });
  await page.goto('/ematixprime/contact');
  await fill(page);
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message received')).toBeVisible();
  expect(posted).toHaveLength(1);
  const body = postedFields(posted[0]!);
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

test('with JavaScript off the browser itself refuses a wrong phone number and a short message, keeping what was typed', async ({
  browser,
  baseURL,
}) => {
  const { context, page, posted } = await pageWithoutScripts(browser, baseURL, { body: '<p>Message received</p>' });
  await page.goto('/contact');
  await fill(page);
  // The phone field's title is the words the browser adds to its own "Please match the requested format."
  await expect(field(page, 'Mobile Number')).toHaveAttribute('title', PHONE_MESSAGE);
  await field(page, 'Mobile Number').fill('12345');
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(field(page, 'Mobile Number')).toBeFocused();
  await field(page, 'Mobile Number').fill(typed['Mobile Number']);
  await field(page, 'Message').fill('Hello');
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(field(page, 'Message')).toBeFocused();
  expect(posted).toHaveLength(0);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(field(page, 'Full Name')).toHaveValue(typed['Full Name']);
  await field(page, 'Message').fill(typed.Message);
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message received')).toBeVisible();
  expect(posted).toHaveLength(1);
  await context.close();
});

test.describe('the registration and inquiry forms', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px the registration form brings its first refused field, far above the button, into view; a wrong phone is refused`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      let sent = 0;
      await page.route(`${endpoint}**`, (route) => {
        sent += 1;
        return route.fulfill({ status: 200, body: '{}' });
      });
      await page.goto(registrationHref());
      const registration = page.getByTestId('registration-form');
      const control = (name: string) => registration.locator(`[name="${name}"]`);
      await control(PLAN_FIELD).selectOption({ index: 1 });
      await control('firstName').fill('Priya');
      await control('phone').fill('abcde');
      const register = registration.getByRole('button', { name: 'Register' });
      await register.scrollIntoViewIfNeeded();
      await register.click();
      // Last name comes before the phone: the first refused field in page order.
      await expect(control('lastName')).toBeFocused();
      await expectInView(control('lastName'));
      await control('lastName').fill('Raman');
      await register.scrollIntoViewIfNeeded();
      await register.click();
      await expect(control('phone')).toBeFocused();
      await expectInView(control('phone'));
      await expect(registration.getByRole('status')).toContainText(PHONE_MESSAGE);
      const refused = await shownMessage(registration);
      expect(refused.kind).toBe('invalid');
      expect(isRed(refused.color), refused.color).toBe(true);
      expect(sent).toBe(0);
      await expect(control('firstName')).toHaveValue('Priya');
    });
  }

  test('the inquiry form refuses a wrong phone number and a one-letter name, and sends a right one', async ({
    page,
  }) => {
    const phones: string[] = [];
    await page.route(`${endpoint}**`, (route) => {
      phones.push(new URLSearchParams(route.request().postData() ?? '').get('phone') ?? '');
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await page.goto('/ematixprime/conference/upcoming');
    const inquiry = page.getByTestId('inquiry-form');
    const phone = inquiry.getByRole('textbox', { name: /Phone Number/ });
    await inquiry.getByRole('textbox', { name: /^Name/ }).fill('K');
    await inquiry.getByRole('textbox', { name: /Email Address/ }).fill('kavya@example.com');
    await phone.fill('12345');
    const send = inquiry.locator('[type="submit"]');
    await send.click();
    await expect(inquiry.getByRole('textbox', { name: /^Name/ })).toBeFocused();
    await expect(inquiry.getByRole('status')).toHaveText(new RegExp(`Please check “Name”: .*\\b${MIN_NAME_LENGTH}\\b`));
    await inquiry.getByRole('textbox', { name: /^Name/ }).fill('Kavya');
    await send.click();
    await expect(phone).toBeFocused();
    await expect(inquiry.getByRole('status')).toContainText(PHONE_MESSAGE);
    expect(phones).toEqual([]);
    await phone.fill('98765 43210');
    await send.click();
    await expect.poll(() => phones).toEqual(['98765 43210']);
  });
});
