/** The job application dialog (/careers) as a visitor fills it: its required fields and one set of values. */
import type { Locator, Page } from '@playwright/test';

/** The resume a visitor picks: a small PDF. */
export const typedResume = { name: 'asha-cv.pdf', mimeType: 'application/pdf', text: '%PDF-1.4 resume' };

/** Fills every required field of the dialog, the resume included. */
export async function fillApplication(dialog: Locator) {
  await dialog.getByLabel('Full name').fill('Asha Kumari');
  await dialog.getByLabel('E-mail address').fill('asha@example.com');
  await dialog.getByLabel('Mobile number').fill('+91 98765 43210');
  await dialog.getByLabel('Date of birth').fill('2003-05-14');
  const { name, mimeType, text } = typedResume;
  await dialog.getByLabel('Resume').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

/** Opens the first role's application dialog on /careers and fills it: the dialog, ready to submit. */
export async function openFilledApplication(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Apply Now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await fillApplication(dialog);
  return dialog;
}
