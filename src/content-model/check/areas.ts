/**
 * Areas of the content named as the web editor names them in its menu (scripts/content-check/screens.ts, from which
 * public/admin/config.yml is generated), never by the collections' code names: "Batch schedule", not
 * "internshipBatches". Used by the check's messages and the field reference.
 */
import { EDITOR_SCREENS, type EditorScreen } from '../../../scripts/content-check/screens';
import { collections } from '../collections';
import type { CollectionDefinition } from '../define';

const described = collections as unknown as Record<string, CollectionDefinition>;

const screens = EDITOR_SCREENS.filter((screen): screen is EditorScreen => 'collections' in screen);

/**
 * The web editor's name for where a collection's entries are edited, in quotes, e.g. '"Batch schedule"': the label
 * of the file when the collection's files are listed one by one (and `file` is one of them), else of the screen.
 */
export function areaName(collection: string, file?: string): string {
  const own = screens.filter((screen) => collection in screen.collections);
  for (const screen of own) {
    const labels = screen.collections[collection];
    if (typeof labels === 'object' && file && labels[file]) return `"${labels[file]}"`;
  }
  // A collection on one screen: the screen; spread over several (a file not named): the first with its files.
  return own.length > 0 ? `"${own[0].label}"` : collection;
}

/** The file (or folder) holding a collection's entries, or those whose ids start with `prefix` (define.ts files()). */
export function fileOf(collection: string, prefix = ''): string | undefined {
  const loader = described[collection]?.loader;
  if (!loader) return undefined;
  if (loader.kind === 'file') return loader.fileName.replace(/^\.\//, '');
  if (loader.kind === 'glob')
    return `${String(loader.base ?? '.')
      .replace(/^\.\//, '')
      .replace(/\/$/, '')}/`;
  const parts = loader.files.filter((part) => (part.idPrefix ?? '') === prefix);
  return parts.length === 1 ? parts[0].file : undefined;
}
