/** The contact form (/contact, /ematixprime/contact) as a visitor fills it: its fields by label and one set of values. */
import type { Page } from '@playwright/test';

export const contactForm = (page: Page) => page.locator('form[data-contact-form]');

/** A field by its visible label (every field of the form is required). */
export const contactField = (page: Page, label: string) =>
  contactForm(page).getByRole('textbox', { name: `${label} (required)`, exact: true });

/** What a visitor types, by field label: valid for every field's rule. */
export const typedContact = {
  'Full Name': 'Priya Raman',
  'Email Address': 'priya@example.com',
  'Mobile Number': '+91 98765 43210',
  Subject: 'Internship enquiry',
  Message: 'Is the IoT internship open for second-year ECE students?',
};

export async function fillContact(page: Page) {
  for (const [label, value] of Object.entries(typedContact)) await contactField(page, label).fill(value);
}
