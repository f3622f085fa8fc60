import { formatFileSize } from './files';
/**
 * The job application form's logic, kept out of the page script so it can be tested: the resume check, the
 * payload sent to the form-forwarding service, and the result of a send.
 */

/** Largest resume accepted: 5 MB, enough for any CV; bigger files are usually scans that mail servers reject. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** File types the form accepts (also the input's `accept` attribute). */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** The `accept` attribute of the resume input: ".pdf,.doc,.docx". */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** The text shown in place of a file name before a resume is chosen. */
export const NO_FILE_LABEL = 'Choose file';

/** The extra job-role choice after the open roles. */
export const OTHER_ROLE = 'Others';

/** File sizes are formatted in one place, ~/lib/files (shared with the form part's file input). */
export { formatFileSize };

export type ResumeCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks a chosen resume before anything is sent. `accept` only filters the file picker (a file can still be
 * dropped or picked with "All files"), so the type is checked here too.
 */
export function checkResume(file: { name: string; size: number } | null | undefined, maxBytes = MAX_RESUME_BYTES): ResumeCheck {
  if (!file) return { ok: false, message: 'Please choose your resume (PDF, DOC or DOCX).' };
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return { ok: false, message: `“${file.name}” is not a PDF, DOC or DOCX file. Please choose your resume in one of these formats.` };
  }
  if (file.size === 0) return { ok: false, message: `“${file.name}” is empty. Please choose your resume again.` };
  if (file.size > maxBytes) {
    return {
      ok: false,
      message: `“${file.name}” is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxBytes)}. Please save a smaller copy (for example as PDF) and choose it again.`,
    };
  }
  return { ok: true };
}

/** The name shown beside the resume button: the chosen file's name, or "Choose file". */
export function resumeLabel(file: { name: string } | null | undefined): string {
  return file?.name ?? NO_FILE_LABEL;
}

/** The e-mail subject the form-forwarding service uses, e.g. "Job application: Web Developer Intern — Asha K". */
export function applicationSubject(role: string, fullName: string): string {
  const who = fullName.trim().replace(/\s+/g, ' ');
  const what = role.trim() || OTHER_ROLE;
  return who ? `Job application: ${what} — ${who}` : `Job application: ${what}`;
}

/**
 * The multipart body sent to the form-forwarding service: every field of the form with surrounding spaces trimmed,
 * optional fields left empty dropped (they only clutter the e-mail), the resume file, and `_subject`.
 * The form's own FormData is not changed, so nothing typed is lost.
 */
export function buildApplicationPayload(source: FormData): FormData {
  const payload = new FormData();
  for (const [name, value] of source.entries()) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed) payload.append(name, trimmed);
    } else if (value.size > 0) {
      payload.append(name, value, value.name);
    }
  }
  const role = String(source.get('jobRole') ?? '');
  const fullName = String(source.get('fullName') ?? '');
  payload.set('_subject', applicationSubject(role, fullName));
  return payload;
}

export type SendResult = { ok: true } | { ok: false; message: string };

/**
 * Posts the payload and turns the outcome into a result the dialog can show. Never throws: a network failure or a
 * refusal by the service becomes a message that tells the visitor what to do next.
 */
export async function sendForm(
  endpoint: string,
  payload: FormData,
  fetchImpl: typeof fetch = fetch,
  contactEmail?: string,
): Promise<SendResult> {
  const fallback = contactEmail ? ` or e-mail your resume to ${contactEmail}` : '';
  try {
    const response = await fetchImpl(endpoint, { method: 'POST', body: payload, headers: { Accept: 'application/json' } });
    if (response.ok) return { ok: true };
    return {
      ok: false,
      message: `Your application could not be sent (the form service answered ${response.status}). Your answers are still here: please try again in a few minutes${fallback}.`,
    };
  } catch {
    return {
      ok: false,
      message: `Your application could not be sent: there seems to be no connection. Your answers are still here: please check your connection and try again${fallback}.`,
    };
  }
}
