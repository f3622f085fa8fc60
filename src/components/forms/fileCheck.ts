/**
 * A file field's check in the browser, loaded by FileInput.astro when a file is first chosen: shows the file's name,
 * and refuses (with the reason under the field) a file of the wrong type or size. The rules are in ~/lib/files.
 */
import { fileProblem, type FileRules } from '~/lib/files';

export function checkFile(input: HTMLInputElement) {
  const field = input.parentElement!.parentElement!;
  const file = input.files?.[0];
  field.querySelector('[data-file-name]')!.textContent = file?.name ?? 'Choose file';
  // "Resume (required)" → "resume", for "Please choose your resume…".
  const noun = (input.labels?.[0]?.firstChild?.textContent ?? '').trim().toLowerCase() || 'file';
  const problem = fileProblem(file, JSON.parse(input.dataset.fileInput!) as FileRules, noun);
  input.setCustomValidity(problem);
  input.setAttribute('aria-invalid', String(Boolean(problem)));
  field.querySelector('[data-file-error]')!.textContent = problem;
}
