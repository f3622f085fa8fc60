import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { fillApplication } from '../support/application-form';
import { benefits, photos, roles, settings } from './people-content';
import { expectInView, expectRefusedWithContacts, isRed, shownMessage } from './form-checks';
import { MIN_NAME_LENGTH, PHONE_MESSAGE, PHONE_PATTERN } from '../../src/lib/forms/validation';

/** The open roles of src/content/pages/careers.yaml (each title once: tests/unit/people-content.test.ts). */
const openRoles = roles();
/** The roles the dialog tests apply for: the first and the last (two different ones whenever there are two). */
const firstRole = openRoles[0]!.title;
const lastRole = openRoles.at(-1)!.title;
const endpoint = settings().formEndpoint;

const dialog = (page: Page) => page.getByRole('dialog', { name: /apply/i });
const applyButton = (page: Page, role: string) => page.getByRole('button', { name: `Apply Now: ${role}` });

/** Multipart bodies as text, so the test can see every field the browser sent. */
function fieldsOf(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const fields: Record<string, string> = {};
  if (!boundary) return fields;
  for (const part of body.split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const filename = /filename="([^"]*)"/.exec(part)?.[1];
    const value = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '');
    fields[name] = filename !== undefined ? `file:${filename}:${value}` : value;
  }
  return fields;
}

const fillRequired = (page: Page) => fillApplication(dialog(page));

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: any request to the form service not handled by a test fails it.
  await page.route(`${endpoint}**`, (route) => route.abort());
  await page.goto('/careers');
});

test('shows the hero, every benefit, every role with location and description, and the gallery', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const benefitList = page.getByTestId('benefits').getByRole('listitem');
  await expect(benefitList).toHaveCount(benefits().length);
  for (const benefit of benefits()) await expect(page.getByTestId('benefits')).toContainText(benefit.title);

  const cards = page.locator('[data-role-card]');
  await expect(cards).toHaveCount(openRoles.length);
  for (const [index, role] of openRoles.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(role.title);
    await expect(card.getByTestId('role-location')).toContainText(role.location);
    await expect(card).toContainText(role.description);
    await expect(card.getByRole('button', { name: `Apply Now: ${role.title}` })).toBeVisible();
  }

  const gallery = page.getByTestId('careers-gallery');
  await expect(gallery.getByRole('img')).toHaveCount(photos().length);
  for (const photo of photos()) {
    await expect(gallery.getByRole('img', { name: photo.alt })).toHaveCount(1);
    await expect(gallery).toContainText(photo.caption);
  }
});

test('Apply Now opens the dialog with focus inside and the role preset; the role list has one choice per role and Others', async ({
  page,
}) => {
  await expect(dialog(page)).toBeHidden();
  await applyButton(page, lastRole).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Full name')).toBeFocused();
  const select = dialog(page).getByLabel('Job role');
  await expect(select).toHaveValue(lastRole);
  await expect(select.locator('option:not([value=""])')).toHaveText([...openRoles.map((r) => r.title), 'Others']);
  // The rest of the page is inert while the dialog is open.
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
});

test('Tab and Shift+Tab stay inside the dialog', async ({ page }) => {
  await applyButton(page, lastRole).click();
  const d = dialog(page);
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
  // Forward through every control and past the end: focus never leaves.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  // From the first control (the × button) Shift+Tab wraps to the last (the submit button).
  await d.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(d.getByRole('button', { name: 'Submit application' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(d.getByRole('button', { name: 'Close' })).toBeFocused();
  // The spam trap is never reached.
  await expect(d.locator('input[name="_gotcha"]')).toHaveAttribute('tabindex', '-1');
});

test('Escape closes the dialog and focus returns to the button that opened it', async ({ page }) => {
  const opener = applyButton(page, lastRole);
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Job role')).toHaveValue(lastRole);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the × button (named "Close") closes the dialog, focus returns, and typed answers stay for the next role', async ({
  page,
}) => {
  const first = applyButton(page, firstRole);
  await first.click();
  await dialog(page).getByLabel('Full name').fill('Ravi S');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(first).toBeFocused();

  await applyButton(page, lastRole).click();
  await expect(dialog(page).getByLabel('Job role')).toHaveValue(lastRole);
  await expect(dialog(page).getByLabel('Full name')).toHaveValue('Ravi S');
});

test('the resume shows "Choose file", then the chosen name; a file over 5 MB or of another type is refused', async ({
  page,
}) => {
  await applyButton(page, lastRole).click();
  const d = dialog(page);
  const name = d.locator('[data-file-name]');
  await expect(name).toHaveText('Choose file');
  await expect(d.getByLabel('Resume')).toHaveAttribute('accept', '.pdf,.doc,.docx');

  await d
    .getByLabel('Resume')
    .setInputFiles({ name: 'my-resume.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('doc') });
  await expect(name).toHaveText('my-resume.docx');
  await expect(d.getByRole('alert').first()).toHaveText('');

  await d
    .getByLabel('Resume')
    .setInputFiles({ name: 'big-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(name).toHaveText('big-scan.pdf');
  await expect(d.getByText(/big-scan\.pdf.*5 MB/)).toBeVisible();
  await expect(d.getByLabel('Resume')).toHaveAttribute('aria-invalid', 'true');

  // The form is not sent with the big file: no request reaches the form service.
  let sent = 0;
  await page.unroute(`${endpoint}**`);
  await page.route(`${endpoint}**`, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: '{}' });
  });
  await fillRequired(page);
  await d.getByLabel('Resume').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(d.getByText(/photo\.png.*not a PDF, DOC or DOCX/)).toBeVisible();
  await d.getByRole('button', { name: 'Submit application' }).click();
  expect(await d.getByLabel('Resume').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  await page.waitForTimeout(300);
  expect(sent).toBe(0);
});

test('native validation stops an incomplete application before anything is sent', async ({ page }) => {
  let sent = 0;
  await page.unroute(`${endpoint}**`);
  await page.route(`${endpoint}**`, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: '{}' });
  });
  await applyButton(page, lastRole).click();
  const d = dialog(page);
  for (const label of ['Full name', 'E-mail address', 'Mobile number', 'Date of birth', 'Job role', 'Resume']) {
    await expect(d.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(d.getByLabel('E-mail address')).toHaveAttribute('type', 'email');
  await expect(d.getByLabel('Mobile number')).toHaveAttribute('type', 'tel');
  await expect(d.getByLabel('Date of birth')).toHaveAttribute('type', 'date');
  await expect(d.getByLabel('Full name')).toHaveAttribute('autocomplete', 'name');
  await expect(d.getByLabel('E-mail address')).toHaveAttribute('autocomplete', 'email');
  for (const label of [
    'Highest qualification',
    'Branch or specialisation',
    'College or university',
    'CGPA or percentage',
    'Key skills',
    'Work experience',
    'Notice period',
    'Address',
  ]) {
    await expect(d.getByRole('textbox', { name: `${label} (optional)`, exact: true })).not.toHaveAttribute(
      'required',
      '',
    );
  }
  // The browser moves focus to the first field it refuses (the resume comes first, under the preset role).
  await d.getByRole('button', { name: 'Submit application' }).click();
  await expect(d.getByLabel('Resume')).toBeFocused();
  await d
    .getByLabel('Resume')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await d.getByRole('button', { name: 'Submit application' }).click();
  await expect(d.getByLabel('Full name')).toBeFocused();
  await d.getByLabel('Full name').fill('Asha');
  await d.getByLabel('E-mail address').fill('not-an-email');
  await d.getByRole('button', { name: 'Submit application' }).click();
  await expect(d.getByLabel('E-mail address')).toBeFocused();
  expect(sent).toBe(0);
  await expect(d).toBeVisible();
});

test('a complete application is sent as multipart with every field and the resume; success shows inside the open dialog', async ({
  page,
}) => {
  const requests: Request[] = [];
  await page.unroute(`${endpoint}**`);
  await page.route(`${endpoint}**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await applyButton(page, lastRole).click();
  const d = dialog(page);
  await fillRequired(page);
  await d.getByLabel('Highest qualification').fill('B.E.');
  await d.getByLabel('Branch or specialisation').fill('ECE');
  await d.getByLabel('Key skills').fill('KiCad, soldering');
  // Submitted from the keyboard: focus stays on the button while sending and after, so nothing is lost.
  await d.getByRole('button', { name: 'Submit application' }).focus();
  await page.keyboard.press('Enter');

  await expect(d.getByRole('status')).toContainText('Thank you, Asha Kumari');
  await expect(d.getByRole('button', { name: 'Submit application' })).toBeFocused();
  await expect(d.getByRole('button', { name: 'Submit application' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(d.getByRole('status')).toContainText(lastRole);
  expect(requests).toHaveLength(1);
  const request = requests[0];
  expect(request.method()).toBe('POST');
  expect(request.url()).toBe(endpoint);
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const fields = fieldsOf(request);
  expect(fields).toMatchObject({
    fullName: 'Asha Kumari',
    email: 'asha@example.com',
    mobile: '+91 98765 43210',
    dob: '2003-05-14',
    jobRole: lastRole,
    qualification: 'B.E.',
    branch: 'ECE',
    skills: 'KiCad, soldering',
    resume: 'file:asha-cv.pdf:%PDF-1.4 resume',
  });
  expect(fields._subject).toContain(lastRole);
  // Every field is sent, the ones left empty too (the honeypot among them, empty).
  expect(fields._gotcha).toBe('');

  // Stays open and filled.
  await expect(d).toBeVisible();
  await expect(d.getByLabel('Full name')).toHaveValue('Asha Kumari');
  await expect(d.locator('[data-file-name]')).toHaveText('asha-cv.pdf');
});

test('a refused or failed send shows a clear error inside the dialog and keeps everything typed', async ({ page }) => {
  await page.unroute(`${endpoint}**`);
  let attempt = 0;
  await page.route(`${endpoint}**`, (route) => {
    attempt += 1;
    return attempt === 1 ? route.fulfill({ status: 503, body: 'down' }) : route.abort('internetdisconnected');
  });
  await applyButton(page, lastRole).click();
  const d = dialog(page);
  await fillRequired(page);
  await d.getByRole('button', { name: 'Submit application' }).click();
  const alert = d.locator('[data-form-error]');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expectRefusedWithContacts(d, 503, settings());
  await expect(d.getByRole('status')).toHaveText('');

  await d.getByRole('button', { name: 'Submit application' }).click();
  await expect(alert).toContainText('No connection');
  await expect(d).toBeVisible();
  await expect(d.getByLabel('Full name')).toHaveValue('Asha Kumari');
  await expect(d.getByLabel('E-mail address')).toHaveValue('asha@example.com');
  await expect(d.getByLabel('Job role')).toHaveValue(lastRole);
  expect(await d.getByLabel('Resume').evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('asha-cv.pdf');
  expect(attempt).toBe(2);
});

for (const width of [1280, 375]) {
  test(`at ${width} px the first refused field is brought into the dialog's visible box, clear of its header, focused and named in red`, async ({
    page,
  }) => {
    let sent = 0;
    await page.unroute(`${endpoint}**`);
    await page.route(`${endpoint}**`, (route) => {
      sent += 1;
      return route.fulfill({ status: 200, body: '{}' });
    });
    await page.setViewportSize({ width, height: 800 });
    await applyButton(page, lastRole).click();
    const d = dialog(page);
    await fillRequired(page);
    // No resume chosen (it sits at the top of the form), and the visitor is at the foot of the dialog's body.
    await d.getByLabel('Resume').setInputFiles([]);
    const submit = d.getByRole('button', { name: 'Submit application' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const resume = d.getByLabel('Resume');
    await expect(resume).toBeFocused();
    await expectInView(resume, d);
    const refused = await shownMessage(d.locator('form'));
    expect(refused).toMatchObject({ kind: 'invalid', role: 'status', icon: true });
    expect(refused.text).toMatch(/^Please check “Resume”: \S/);
    expect(isRed(refused.color), refused.color).toBe(true);

    // The same for a field further down, after scrolling back to the foot.
    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await d.getByLabel('Mobile number').fill('12345');
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(d.getByLabel('Mobile number')).toBeFocused();
    await expectInView(d.getByLabel('Mobile number'), d);
    await expect(d.getByRole('status')).toHaveText(`Please check “Mobile number”: ${PHONE_MESSAGE}`);
    expect(sent).toBe(0);
    await expect(d.getByLabel('Full name')).toHaveValue('Asha Kumari');
  });
}

test('the mobile number must be a phone number and the name at least two letters; valid numbers are sent', async ({
  page,
}) => {
  const mobiles: string[] = [];
  await page.unroute(`${endpoint}**`);
  await page.route(`${endpoint}**`, (route) => {
    mobiles.push(fieldsOf(route.request()).mobile ?? '');
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await applyButton(page, firstRole).click();
  const d = dialog(page);
  await fillRequired(page);
  const mobile = d.getByLabel('Mobile number');
  await expect(mobile).toHaveAttribute('pattern', PHONE_PATTERN);
  await expect(d.getByLabel('Full name')).toHaveAttribute('minlength', String(MIN_NAME_LENGTH));
  const submit = d.getByRole('button', { name: 'Submit application' });
  for (const wrong of ['12345', 'abcde']) {
    await mobile.fill(wrong);
    await submit.click();
    await expect(mobile).toBeFocused();
    await expect(d.getByRole('status')).toHaveText(`Please check “Mobile number”: ${PHONE_MESSAGE}`);
  }
  await mobile.fill('+44 20 7946 0958');
  await d.getByLabel('Full name').fill('A');
  await submit.click();
  await expect(d.getByLabel('Full name')).toBeFocused();
  await expect(d.getByRole('status')).toHaveText(new RegExp(`Please check “Full name”: .*\\b${MIN_NAME_LENGTH}\\b`));
  expect(mobiles).toEqual([]);
  await d.getByLabel('Full name').fill('Asha Kumari');
  await submit.click();
  await expect(d.getByRole('status')).toContainText('Thank you, Asha Kumari');
  await mobile.fill('98765-43210');
  await submit.click();
  await expect(d.getByRole('status')).toContainText('Thank you, Asha Kumari');
  await expect.poll(() => mobiles).toEqual(['+44 20 7946 0958', '98765-43210']);
});

for (const width of [1280, 375]) {
  test(`the open dialog passes axe (WCAG 2.2 AA) at ${width} px, with an error showing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await applyButton(page, lastRole).click();
    await dialog(page)
      .getByLabel('Resume')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
    await expect(
      dialog(page)
        .getByText(/big\.pdf/)
        .first(),
    ).toBeVisible();
    expect(await axeViolations(page, '#apply-dialog')).toEqual([]);
    const box = await dialog(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });
}
