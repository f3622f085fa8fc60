/**
 * The shared form part's logic (src/components/forms/), kept out of the browser script so it can be tested: the
 * payload sent to the form-forwarding service, the e-mail subject, the messages shown in the form's status, and the
 * reading of the service's answer (or the service worker's, see `post`). The send itself (post) never throws.
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
export function fillTemplate(template: string, values: (name: string) => unknown): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) =>
    String(values(name) ?? '')
      .trim()
      .replace(/\s+/g, ' '),
  );
}

/**
 * How a send ended, which names the line the form shows (Form.astro writes one per outcome, src/components/forms):
 * - `sent`: the form service took it.
 * - `kept` / `kept-visit`: no network, so the service worker saved it on the device (`workbox-background-sync`) and
 *   sends it when the connection returns: by itself where the browser has background sync (`kept`, Chromium), else
 *   while a page of the site is open (`kept-visit`: the page's `online` event, or the worker starting on the next
 *   visit).
 * - `refused`: the service answered with an error status (4xx/5xx).
 * - `unanswered`: no answer within answerWait (the service may have it, so it is not kept to send again).
 * - `offline`: no network and no worker to keep it (a page the worker does not control yet, or a browser without one).
 */
export type Outcome = 'sent' | 'kept' | 'kept-visit' | 'refused' | 'unanswered' | 'offline';

/**
 * Each send names its submission's id in the address's fragment (`…/f/ematix-website#8412…`): a fragment never
 * leaves the browser, so the form service sees the same request as without it, while the service worker, which sees
 * the whole address, takes it as the mark of a form send. The id lets the worker replace a kept copy when the same
 * form is sent again (never two), and tell the page when its kept send has gone.
 */
export const submissionUrl = (endpoint: string, id: string) => `${endpoint}#${id}`;
/** The worker's own answer (an Outcome) when it could not hand the form service's answer on. */
export const OUTCOME_HEADER = 'x-ematix-outcome';
/** What a page posts to its worker when the connection returns: send what you kept, now. */
export const SEND_KEPT = 'send-kept';
/** What the worker posts to the open pages for each kept send that left: the page whose form holds `id` shows it. */
export interface KeptSent {
  id: string;
  outcome: 'sent' | 'refused';
  status: number;
}

/**
 * How long the worker waits for the form service's answer to a send of `bytes`, in ms: 20 s, and 1 s more per 50 KB
 * (a resume on a slow line). Past it the send is `unanswered`.
 */
export function answerWait(bytes: number): number {
  return 20_000 + bytes / 50;
}

/**
 * How long a page waits, in ms: on a page the worker controls, a backstop (the worker answers within answerWait, up to
 * about 2 minutes for the largest resume); without a worker, the only wait (kept simple: it is in the page's script).
 */
export const PAGE_WAIT = 150_000;

/**
 * Posts the payload (multipart FormData, or URL-encoded text) and tells how it ended, with the service's HTTP status
 * when it answered. Never throws. `Accept: application/json` asks the service for a JSON answer instead of its
 * thank-you page. `id` is the submission's (submissionUrl); on a page the worker controls, the worker answers within
 * answerWait itself, and PAGE_WAIT is mostly for a page without a worker.
 */
export async function post(
  endpoint: string,
  body: FormData | URLSearchParams,
  id: string,
  fetchImpl: typeof fetch = fetch,
): Promise<[Outcome, number?]> {
  try {
    const response = await fetchImpl(submissionUrl(endpoint, id), {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      // Browsers before 2022 have no AbortSignal.timeout: they wait as long as the network does.
      signal: AbortSignal.timeout?.(PAGE_WAIT),
    });
    const outcome = response.headers.get(OUTCOME_HEADER) as Outcome | null;
    return [outcome ?? (response.ok ? 'sent' : 'refused'), response.status];
  } catch (error) {
    return [(error as Error).name === 'TimeoutError' ? 'unanswered' : 'offline'];
  }
}

/**
 * The words of each outcome the form shows (Form.astro writes them into the page, so the on-demand script carries no
 * text): `what` is what is sent ("message", "application"); `{_status}` is filled with the service's HTTP status.
 * Each failure says what happened, that nothing typed is lost, and what to do; `refused` and `unanswered` are followed
 * by the phone, WhatsApp and e-mail links.
 */
export function outcomeMessages(what: string): Record<Exclude<Outcome, 'sent'> | 'progress', string> {
  const kept = `No connection: your ${what} is saved on this device and will be sent when you are back online`;
  const still = 'Everything you wrote is still here.';
  return {
    progress: `Sending your ${what}…`,
    kept: `${kept}, even if you close this page.`,
    'kept-visit': `${kept}, while this page is open or the next time you open this website.`,
    refused: `Your ${what} was not sent: the form service refused it (it answered {_status}). ${still} Please call, message or e-mail us instead:`,
    unanswered: `The form service did not answer, so your ${what} may not have arrived. ${still} Please call, message or e-mail us, or send it again in a few minutes:`,
    offline: `No connection: your ${what} has not been sent, and this browser cannot keep it for later. ${still} Please send it again when you are back online.`,
  };
}

/**
 * The status line when the browser refuses to send, as a template (Form.astro writes it into the page): `{field}` is
 * the label of the first field it stopped at (fieldName), `{reason}` the browser's own reason in the visitor's language
 * (or the field's `title`, ~/lib/forms/validation `refusalReason`), e.g. "Please check “Email Address”: Please include an
 * '@' in the email address."
 */
export const INVALID_MESSAGE = 'Please check “{field}”: {reason}';

/** A field's name in that line: its label without the "(required)" / "(optional)" the label ends with. */
export function fieldName(label: string): string {
  return label.replace(/\((required|optional)\)\s*$/i, '');
}

/** The status line when the browser refuses to send (INVALID_MESSAGE filled). */
export function invalidFieldMessage(label: string, reason: string): string {
  return fillTemplate(INVALID_MESSAGE, (name) => (name === 'field' ? fieldName(label) : reason));
}
