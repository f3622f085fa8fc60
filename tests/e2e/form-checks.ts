/**
 * Checks shared by the form specs (contact, forms, careers, registration): how the form part's message looks, and
 * whether a field the browser refused was brought into view.
 */
import { expect, type Locator } from '@playwright/test';
import { telHref } from '../../src/lib/forms/contact';

export interface MessageLook {
  /** Which line: an outcome of ~/lib/forms/submission `post` ("sent", "kept", "refused", …), "progress" or "invalid" (a refused field). */
  kind: string;
  /** The ARIA role of the live region holding it. */
  role: string;
  text: string;
  /** The computed text colour, e.g. "rgb(153, 27, 27)". */
  color: string;
  /** Whether an icon (an SVG) is drawn beside the words. */
  icon: boolean;
}

/** The one message line the form shows now (the contact links shown under some are not one), and how it looks. */
export async function shownMessage(form: Locator): Promise<MessageLook> {
  const line = form.locator('[data-form-line]:not([data-form-contacts]):visible');
  await expect(line).toHaveCount(1);
  return line.evaluate((el: HTMLElement) => {
    const svg = [...el.querySelectorAll('svg')].find((icon) => icon.checkVisibility());
    const box = el.firstElementChild as HTMLElement;
    return {
      kind: el.dataset.formLine ?? '',
      role: el.closest('[role]')?.getAttribute('role') ?? '',
      text: el.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      color: getComputedStyle(box).color,
      icon: Boolean(svg && svg.getBoundingClientRect().width > 0),
    };
  });
}

/** [r, g, b] of a computed colour. */
export const rgb = (color: string) => (color.match(/\d+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];

/** A colour in the red family (the error colour), clearly apart from green and blue. */
export function isRed(color: string): boolean {
  const [r, g, b] = rgb(color);
  return r > g + 60 && r > b + 60;
}

/** A colour in the green family (the success colour). */
export function isGreen(color: string): boolean {
  const [r, g, b] = rgb(color);
  return g > r + 30 && g > b;
}

/**
 * The control is in view and nothing covers it (no sticky header of the page or the dialog): the point in the middle
 * of its box hits the control itself. `within`, when given, is a scrolling box (the dialog) the control must sit in.
 */
export async function expectInView(control: Locator, within?: Locator) {
  await expect(control).toBeInViewport();
  const where = await control.evaluate(
    (el, box) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const frame = (box as Element | null)?.getBoundingClientRect();
      return {
        hit: hit === el || Boolean(hit && el.contains(hit)),
        hitName: hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing',
        inside: !frame || (r.top >= frame.top && r.bottom <= frame.bottom),
      };
    },
    within ? await within.elementHandle() : null,
  );
  expect(where.hit, `the middle of the field is covered by ${where.hitName}`).toBe(true);
  expect(where.inside, 'the field is inside the visible box of its dialog').toBe(true);
}

/**
 * After a refused or unanswered send: the alert says so (never "offline"), and the phone, WhatsApp and e-mail of the
 * site settings are offered as links, in view.
 */
export async function expectRefusedWithContacts(
  form: Locator,
  status: number,
  contacts: { phone: string; whatsapp: string; email: string },
) {
  const alert = form.locator('[data-form-error]');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('refused');
  await expect(alert).toContainText(String(status));
  await expect(alert).not.toContainText(/offline|connection/i);
  for (const href of [telHref(contacts.phone), `https://wa.me/${contacts.whatsapp}`, `mailto:${contacts.email}`])
    await expect(alert.locator(`a[href="${href}"]`)).toBeVisible();
  expect((await shownMessage(form)).kind).toBe('refused');
}
