/**
 * The shared form part's logic (src/components/forms/), kept out of the browser script so it can be tested: the
 * payload sent to the form-forwarding service, the e-mail subject, the messages shown in the form's status, and the
 * reading of the service's answer. The send itself (sendFormData) never throws.
 */

/** The hidden field with the e-mail subject (the form-forwarding service's name for it). */
export const SUBJECT_FIELD = '_subject';

/**
 * The e-mail subject: the form's fixed subject followed by the values of the fields it names, e.g.
 * ("Job application", ["Web Developer Intern", "Asha K"]) → "Job application: Web Developer Intern — Asha K".
 * Empty values are left out; spaces inside values are collapsed.
 */
export function composeSubject(base: string, values: readonly (string | null | undefined)[] = []): string {
  const parts = values.map((value) => (value ?? '').trim().replace(/\s+/g, ' ')).filter(Boolean);
  return [base.trim(), parts.join(' — ')].filter(Boolean).join(': ');
}

/**
 * The body sent in the background: every field of the form in its order, empty ones included (SPEC §7: the
 * payload is all the fields, so the e-mail the team receives always lists the same fields in the same order, as
 * the browser's own post without JavaScript does), text trimmed of surrounding spaces, every file field (an empty
 * one when nothing was chosen, as the browser sends it), and `_subject`, kept in its place: the form's hidden
 * subject followed by the values of `subjectFields`. The form's own FormData is not changed, so nothing typed is lost.
 */
export function buildPayload(source: FormData, subjectFields: readonly string[] = []): FormData {
  const payload = new FormData();
  // A file keeps its own name (append's default for a File).
  for (const [name, value] of source.entries()) payload.append(name, typeof value === 'string' ? value.trim() : value);
  const subject = composeSubject(
    String(source.get(SUBJECT_FIELD) ?? ''),
    subjectFields.map((name) => String(source.get(name) ?? '')),
  );
  if (subject) payload.set(SUBJECT_FIELD, subject);
  return payload;
}

/**
 * Payload as URL-encoded text, for forms that are not multipart (a smaller request than multipart). A file field
 * gives its file name, as the browser's own URL-encoded post does.
 */
export function urlEncoded(payload: FormData): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of payload.entries()) body.append(name, typeof value === 'string' ? value : value.name);
  return body;
}

/** "Thank you, {fullName}." with the form's values → "Thank you, Asha Kumari.". Unknown names become empty. */
export function fillTemplate(template: string, values: (name: string) => string | null | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => (values(name) ?? '').trim().replace(/\s+/g, ' '));
}

export type SendResult = { ok: true } | { ok: false; message: string };

export interface SendOptions {
  /** What is sent, for the messages: "message", "application", "inquiry". Default "message". */
  what?: string;
  /** How else to reach the team, completing "…try again in a few minutes <fallback>", e.g. "or e-mail us at a@b.c". */
  fallback?: string;
  fetchImpl?: typeof fetch;
}

/**
 * The visitor-facing message when a send fails: with the service's HTTP status when it refused (`status`), or
 * saying that the visitor is offline and that sending needs a connection (`status` null: no answer at all, as on a
 * page read offline, issue 31). Always says the answers are still there, and how else to reach the team (`fallback`,
 * e.g. "or e-mail us at hello@example.com"). Written for size: this is part of the forms' on-demand script, whose
 * budget (tests/support/page-checks.ts) it nearly fills.
 */
export function failureMessage(status: number | null, what = 'message', fallback = ''): string {
  const why =
    status === null ? ': you are offline; sending needs a connection' : ` (the form service answered ${status})`;
  return `${`Your ${what} could not be sent${why}. Your answers are still here: please try again in a few minutes ${fallback.trim()}`.trim()}.`;
}

/**
 * Posts the payload (multipart FormData, or URL-encoded text) and turns the outcome into a result the form shows.
 * Never throws. `Accept: application/json` asks the service for a JSON answer instead of its thank-you page.
 */
export async function sendFormData(
  endpoint: string,
  body: FormData | URLSearchParams,
  options: SendOptions = {},
): Promise<SendResult> {
  const { what, fallback, fetchImpl = fetch } = options;
  try {
    const response = await fetchImpl(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' } });
    if (response.ok) return { ok: true };
    return { ok: false, message: failureMessage(response.status, what, fallback) };
  } catch {
    return { ok: false, message: failureMessage(null, what, fallback) };
  }
}

/**
 * The status line when the browser refuses to send: names the first field it stopped at and gives the browser's
 * own reason (in the visitor's language), e.g. "Please check “Email Address”: Please include an '@' in the email
 * address." The "(required)" / "(optional)" of the label is left out.
 */
export function invalidFieldMessage(label: string, reason = ''): string {
  const name = label
    .replace(/\s+/g, ' ')
    .replace(/\s*\((required|optional)\)\s*$/i, '')
    .trim();
  const why = reason.trim();
  return why ? `Please check “${name}”: ${why}` : `Please check “${name}”.`;
}
