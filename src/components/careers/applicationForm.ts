/**
 * The application form's behaviour in the browser: the resume check when a file is chosen and the send with fetch.
 * Loaded by ApplicationDialog.astro the first time the dialog opens; the rules themselves are in ~/lib/application.
 */
import { buildApplicationPayload, checkResume, resumeLabel, sendForm } from '~/lib/application';

export function wireApplicationForm(form: HTMLFormElement): void {
  const roleSelect = form.elements.namedItem('jobRole') as HTMLSelectElement;
  const fullName = form.elements.namedItem('fullName') as HTMLInputElement;
  const resume = form.querySelector<HTMLInputElement>('[data-resume-input]')!;
  const resumeName = form.querySelector<HTMLElement>('[data-resume-name]')!;
  const resumeError = form.querySelector<HTMLElement>('[data-resume-error]')!;
  const status = form.querySelector<HTMLElement>('[data-apply-status]')!;
  const failure = form.querySelector<HTMLElement>('[data-apply-error]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-apply-submit]')!;

  const setMessage = (ok: string, error: string) => {
    status.textContent = ok;
    failure.textContent = error;
  };

  const checkChosenResume = () => {
    const file = resume.files?.[0];
    resumeName.textContent = resumeLabel(file);
    const check = file ? checkResume(file) : ({ ok: true } as const);
    const message = check.ok ? '' : check.message;
    resume.setCustomValidity(message);
    resume.setAttribute('aria-invalid', String(!check.ok));
    resumeError.textContent = message;
    return check.ok;
  };
  resume.addEventListener('change', checkChosenResume);
  // A file chosen while this module was still loading.
  if (resume.files?.length) checkChosenResume();

  // Native validation runs first (required fields, e-mail); this only sees a form the browser accepted.
  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    if (!checkChosenResume()) {
      resume.focus();
      return;
    }
    setMessage('Sending your application…', '');
    // aria-disabled rather than disabled: a disabled button would drop the keyboard focus out of the dialog.
    sending = true;
    submit.setAttribute('aria-disabled', 'true');
    const result = await sendForm(form.action, buildApplicationPayload(new FormData(form)), fetch, form.dataset.contactEmail);
    sending = false;
    submit.removeAttribute('aria-disabled');
    if (result.ok) {
      setMessage(`Thank you, ${fullName.value.trim()}. Your application for ${roleSelect.value} has been sent; our HR team will reply by e-mail.`, '');
    } else {
      setMessage('', result.message);
    }
  });
}
