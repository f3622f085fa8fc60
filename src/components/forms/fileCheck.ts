/**
 * The file check of FileInput.astro, loaded when a visitor first chooses a file: refuses (with the reason under
 * the field) a file of the wrong type or size. The rules are in ~/lib/files.
 */
import { fileProblem, fileRules } from '~/lib/files';

export function checkFile(input: HTMLInputElement) {
  const rules = fileRules(input.accept, Number(input.dataset.fileInput) || undefined, input.dataset.fileNoun);
  const problem = fileProblem(input.files?.[0], rules);
  input.setCustomValidity(problem);
  input.setAttribute('aria-invalid', String(!!problem));
  input.parentElement!.parentElement!.querySelector('[data-file-error]')!.textContent = problem;
}
