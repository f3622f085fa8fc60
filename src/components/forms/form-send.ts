/**
 * The form part's behaviour in the browser, loaded on demand by Form.astro: naming the first field the browser
 * refused and why, and the background send with the outcome shown in place (the lines Form.astro writes, one per
 * outcome of ~/lib/forms/submission `post`). The rules are in ~/lib/forms/submission and ~/lib/forms/validation.
 *
 * On a page the service worker controls, a send without a network is kept by the worker (src/service-worker.ts) and
 * sent when the connection returns; when the worker says a kept send has gone, Form.astro's script hands it to `later`.
 */
import { buildPayload, fieldName, fillTemplate, post, urlEncoded, type KeptSent } from '~/lib/forms/submission';
import { refusalReason, UNDOTTED_DOMAIN } from '~/lib/forms/validation';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Shows the form's line for `line` (an Outcome, "progress" or "invalid") and hides the others; a line's words are its
 * `data-template` with `{name}` filled by `value` (a field's typed value, `_status`, the refusal). Filled when shown,
 * emptied when hidden, so the live region around it announces the change.
 */
function show(form: HTMLFormElement, line: string, value?: (name: string) => unknown) {
  for (const element of form.querySelectorAll<HTMLElement>('[data-form-line]')) {
    const on = element.matches(`[data-form-line~="${line}"]`);
    element.hidden = !on;
    element
      .querySelector('[data-form-text]')
      ?.replaceChildren(on ? fillTemplate(element.dataset.template!, value!) : '');
  }
}

/** Names a refused field and why in the status (~/lib/forms/submission INVALID_MESSAGE), and makes sure it has focus. */
function refuse(form: HTMLFormElement, control: Control, reason: string) {
  const label =
    (control.labels?.[0] ?? control.closest('fieldset')?.querySelector('legend'))?.textContent ?? control.name;
  show(form, 'invalid', (name) => (name === 'field' ? fieldName(label) : reason));
  control.focus({ preventScroll: true });
}

// The browser fires `invalid` for every refused field, all in one go for one form; only the first is named.
let reported: unknown;

/** Names the first field the browser refused in the status, and makes sure it has focus. */
export function reportInvalid(form: HTMLFormElement, refused: Control) {
  if (reported) return;
  reported = setTimeout(() => (reported = 0));
  // The first refused field in page order, whichever `invalid` event arrived first: Chromium can spread those events
  // over several tasks, so the one handled first was sometimes a later field (seen on the 31-field registration form).
  const control =
    ([...form.elements] as Control[]).find((element) => element.willValidate && !element.validity.valid) ?? refused;
  // Form.astro has already brought it into view, clear of any sticky header.
  refuse(form, control, refusalReason(control));
}

/** Sends the form in the background and shows the outcome in place. Nothing typed is cleared. */
export async function send(form: HTMLFormElement) {
  const submit = form.querySelector<HTMLElement>('[data-form-submit]')!;
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus. The attribute, not the
  // ariaDisabled property, which browsers before 2023 (old Firefox, UC Browser) do not pass to a screen reader.
  if (submit.hasAttribute('aria-disabled')) return;
  // The browser checks each e-mail field's pattern before it lets a form send; this is for a field without it.
  const email = ([...form.elements] as Control[]).find((e) => e.type === 'email' && UNDOTTED_DOMAIN.test(e.value));
  if (email) return refuse(form, email, email.title);
  show(form, 'progress');
  submit.setAttribute('aria-disabled', 'true');
  const payload = buildPayload(new FormData(form), (form.dataset.subjectFields ?? '').split(','));
  // One id per submission while the worker keeps it: sent again meanwhile, the worker replaces its copy (never two).
  const id = (form.dataset.submission ||= `${Math.random()}`.slice(2));
  const [outcome, status] = await post(form.action, /multipart/.test(form.enctype) ? payload : urlEncoded(payload), id);
  submit.removeAttribute('aria-disabled');
  end(form, outcome, status);
}

/** Shows how a send ended (`status`: the service's answer); past a kept send, the next send is a new submission. */
function end(form: HTMLFormElement, outcome: string, status?: number) {
  if (!outcome.startsWith('kept')) delete form.dataset.submission;
  show(form, outcome, (name) => (name === '_status' ? status : new FormData(form).get(name)));
}

/** A kept send has gone (the worker says so): its form, if this page has it, shows the thanks or the refusal. */
export function later({ id, outcome, status }: KeptSent) {
  const form = document.querySelector<HTMLFormElement>(`form[data-submission="${id}"]`);
  if (form) end(form, outcome, status);
}
