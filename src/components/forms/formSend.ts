/**
 * The form part's behaviour in the browser, loaded on demand by Form.astro: naming the first field the browser
 * refused, and the background send with the outcome shown in place. The rules are in ~/lib/forms.
 */
import { buildPayload, fillTemplate, invalidFieldMessage, sendFormData, urlEncoded } from '~/lib/forms';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Fills the form's two live regions: the status (progress, thanks, the refused field in red) and the alert (a failed send). */
function show(form: HTMLFormElement, status: string, failure = '', tone = 'ok') {
  const line = form.querySelector<HTMLElement>('[data-form-status]')!;
  line.textContent = status;
  line.dataset.tone = tone;
  form.querySelector('[data-form-error]')!.textContent = failure;
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
  show(form, invalidFieldMessage(label, control.validationMessage), '', 'error');
  control.focus();
}

/** Sends the form in the background and shows the outcome in place. Nothing typed is cleared. */
export async function send(form: HTMLFormElement) {
  const submit = form.querySelector<HTMLElement>('[data-form-submit]')!;
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
  if (submit.ariaDisabled) return;
  const { what = 'message', fallback, success = '', subjectFields = '' } = form.dataset;
  show(form, `Sending your ${what}…`);
  submit.ariaDisabled = 'true';
  const data = new FormData(form);
  const payload = buildPayload(data, subjectFields.split(','));
  const result = await sendFormData(
    form.action,
    form.enctype === 'multipart/form-data' ? payload : urlEncoded(payload),
    { what, fallback },
  );
  submit.ariaDisabled = null;
  if (result.ok)
    show(
      form,
      fillTemplate(success, (name) => String(data.get(name) ?? '')),
    );
  else show(form, '', result.message);
}
