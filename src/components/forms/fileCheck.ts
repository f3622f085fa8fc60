/**
 * The file check of FileInput.astro, loaded when a visitor first chooses a file: refuses (with the reason under
 * the field) a file of the wrong type or size. The rules are in ~/lib/files.
 */
import { fileProblem, type FileRules } from '~/lib/files';

export function checkFile(input: HTMLInputElement) {
  const problem = fileProblem(input.files?.[0], JSON.parse(input.dataset.fileInput!) as FileRules);
  input.setCustomValidity(problem);
  input.setAttribute('aria-invalid', String(!!problem));
  input.parentElement!.parentElement!.querySelector('[data-file-error]')!.textContent = problem;
}
