/**
 * Checks on a file chosen in a form's file field (src/components/forms/FileInput.astro), before anything is sent.
 * Kept apart from ./submission.ts because it runs in its own small page script, only on pages with a file field.
 */

/** 5242880 → "5 MB", 1536 → "1.5 KB", 6500000 → "6.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${units[unit]}`;
}

/** ".pdf,.doc,.docx" → "PDF, DOC or DOCX". */
export function describeAccept(accept: string): string {
  const names = accept
    .split(',')
    .map((ext) => ext.trim().replace(/^\./, '').toUpperCase())
    .filter(Boolean);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** What a file field takes, worked out once at build time so the page script needs no formatting code. */
export interface FileRules {
  /** Lowercase extensions with the dot, e.g. [".pdf", ".doc"]; empty: any type. */
  extensions: string[];
  /** Largest file in bytes, if any. */
  maxBytes?: number;
  /** The types for messages, e.g. "PDF, DOC or DOCX". */
  kinds: string;
  /** The size limit for messages, e.g. "5 MB". */
  limit: string;
  /** What the file is, for messages ("Please choose your resume…"), e.g. "resume"; "file" when not given. */
  noun?: string;
}

/** The rules of a file field from its accept attribute, size limit and label: (".pdf,.doc", 5242880, "Resume") → PDF or DOC, 5 MB, "resume". */
export function fileRules(accept = '', maxBytes?: number, label?: string): FileRules {
  const extensions = accept
    .split(',')
    .map((ext) => ext.trim().toLowerCase())
    .filter((ext) => ext.startsWith('.'));
  const noun = label?.trim().toLowerCase() || undefined;
  return {
    extensions,
    maxBytes,
    kinds: describeAccept(extensions.join(',')),
    limit: maxBytes === undefined ? '' : formatFileSize(maxBytes),
    noun,
  };
}

/**
 * Checks a chosen file against its field's rules before anything is sent. `accept` only filters the file picker
 * (a file can still be dropped or picked with "All files"), so the extension is checked here too. Returns the
 * message to show, or "" when the file is fine (or none is chosen: `required` covers that).
 */
export function fileProblem(
  file: { name: string; size: number } | null | undefined,
  rules: FileRules,
  noun = rules.noun ?? 'file',
): string {
  if (!file) return '';
  const name = file.name.toLowerCase();
  if (rules.extensions.length > 0 && !rules.extensions.some((ext) => name.endsWith(ext))) {
    return `“${file.name}” is not a ${rules.kinds} file. Please choose your ${noun} in one of these formats.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Please choose your ${noun} again.`;
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    return `“${file.name}” is over the limit of ${rules.limit}. Please save a smaller copy (for example as PDF) and choose it again.`;
  }
  return '';
}
