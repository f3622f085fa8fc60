/**
 * The form part's behaviour in the browser, loaded on demand by Form.astro: naming the first field the browser
 * refused and why, and the background send with the outcome shown in place. The rules are in ~/lib/forms and
 * ~/lib/validation.
 */
import { buildPayload, fillTemplate, invalidFieldMessage, sendFormData, urlEncoded } from '~/lib/forms';
import { refusalReason } from '~/lib/validation';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Tone = 'progress' | 'ok' | 'invalid' | 'failed';

/**
 * Fills the form's live regions: the status shows progress, thanks (green, with a tick) or a refused field (red, with
 * a "!"); the alert shows a failed send (red, with a "!"). An empty text hides its line.
 */
function show(form: HTMLFormElement, tone: Tone, text: string) {
  const shown = tone === 'progress' ? 'ok' : tone;
  for (const line of form.querySelectorAll<HTMLElement>('[data-form-line]')) {
    const on = line.dataset.formLine === shown && text !== '';
    line.hidden = !on;
    line.querySelector('[data-form-text]')!.textContent = on ? text : '';
  }
  // "Sending…" is no success yet: no tick.
  form.querySelector<HTMLElement>('[data-form-icon]')!.hidden = tone === 'progress';
}

// The browser fires `invalid` for every refused field; only the first in page order is named.
const reported = new WeakSet<HTMLFormElement>();

/** Names the first field the browser refused in the status, and makes sure it has focus. */
export function reportInvalid(form: HTMLFormElement, refused: Control) {
  if (reported.has(form)) return;
  reported.add(form);
  setTimeout(() => reported.delete(form));
  // The first refused field in page order, whichever `invalid` event arrived first: Chromium can spread those events
  // over several tasks, so the one handled first was sometimes a later field (seen on the 31-field registration form).
  const control =
    ([...form.elements] as Control[]).find((element) => element.willValidate && !element.validity.valid) ?? refused;
  const label =
    (control.labels?.[0] ?? control.closest('fieldset')?.querySelector('legend'))?.textContent ?? control.name;
  show(form, 'invalid', invalidFieldMessage(label, refusalReason(control)));
  // Form.astro has already brought it into view, clear of any sticky header.
  control.focus({ preventScroll: true });
}

/** Sends the form in the background and shows the outcome in place. Nothing typed is cleared. */
export async function send(form: HTMLFormElement) {
  const submit = form.querySelector<HTMLElement>('[data-form-submit]')!;
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus. The attribute, not the
  // ariaDisabled property, which browsers before 2023 (old Firefox, UC Browser) do not pass to a screen reader.
  if (submit.hasAttribute('aria-disabled')) return;
  // Form.astro always writes data-what, data-success and data-fallback.
  const { what, fallback, success = '', subjectFields = '' } = form.dataset;
  show(form, 'progress', `Sending your ${what}…`);
  submit.setAttribute('aria-disabled', 'true');
  const data = new FormData(form);
  const payload = buildPayload(data, subjectFields.split(','));
  const result = await sendFormData(form.action, /multipart/.test(form.enctype) ? payload : urlEncoded(payload), {
    what,
    fallback,
  });
  submit.removeAttribute('aria-disabled');
  if (result.ok)
    show(
      form,
      'ok',
      fillTemplate(success, (name) => String(data.get(name) ?? '')),
    );
  else show(form, 'failed', result.message);
}
