/**
 * The file check of FileInput.astro, loaded when a visitor first chooses a file: refuses (with the reason under
 * the field) a file of the wrong type or size. The rules are in ~/lib/forms/files.
 */
import { fileProblem, fileRules } from '~/lib/forms/files';

export function checkFile(input: HTMLInputElement) {
  const rules = fileRules(input.accept, Number(input.dataset.fileInput) || undefined, input.dataset.fileNoun);
  const problem = fileProblem(input.files?.[0], rules);
  input.setCustomValidity(problem);
  input.setAttribute('aria-invalid', String(!!problem));
  // The line under the field: the error colour, a "!" icon and the words (hidden when the file is fine).
  const line = input.parentElement!.parentElement!.querySelector<HTMLElement>('[data-file-line]')!;
  line.hidden = !problem;
  line.querySelector('[data-form-text]')!.textContent = problem;
}
