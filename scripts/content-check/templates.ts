/**
 * The `_template.md` files editors copy to add an entry, and entries made from them the way docs/editing.md says:
 * copied under a new name with only the placeholders filled in (a number no other entry uses, a picture that
 * exists, `draft: false` to publish). scripts/grow-check.mjs makes them in a copy of the project (never in
 * src/content) and runs tests/e2e/editor-journey.spec.ts there.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, posix, relative, sep } from 'node:path';

export interface Template {
  /** The template, relative to the project, e.g. "src/content/blog/_template.md". */
  file: string;
  /** Its folder, e.g. "src/content/blog". */
  folder: string;
  text: string;
}

/** The names of the entries made from each template: one published, one left a draft. */
export const TEMPLATE_ENTRY = 'template-made-entry';
export const TEMPLATE_DRAFT = 'template-made-draft';

/** The files under `dir`, depth first in name order. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));

/** Every `_template.md` under src/content/. */
export function templates(root: string): Template[] {
  return filesUnder(join(root, 'src/content'))
    .filter((full) => basename(full) === '_template.md')
    .map((full) => {
      const file = relative(root, full).split(sep).join('/');
      return { file, folder: posix.dirname(file), text: readFileSync(full, 'utf8') };
    });
}

const IMAGE = /\.(jpe?g|png|webp|avif)$/i;

/** An existing picture in the folder a path points into (or anywhere under src/assets), as a path from `fromDir`. */
function existingPicture(root: string, fromDir: string, wanted: string): string {
  const folder = join(root, fromDir, dirname(wanted));
  const inFolder = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => IMAGE.test(name))
        .sort()
    : [];
  if (inFolder.length > 0) return posix.join(posix.dirname(wanted), inFolder[0]);
  const any = filesUnder(join(root, 'src/assets')).find((full) => IMAGE.test(full))!;
  return relative(join(root, fromDir), any).split(sep).join('/');
}

/**
 * A new entry from a template: `<folder>/<name>.md` with a number (`id`) above those of `siblingIds`, pictures that
 * exist, and `draft: false` (or left `true` with `draft`). Everything else stays the template's placeholder text.
 */
export function fromTemplate(
  root: string,
  template: Template,
  siblingIds: unknown[],
  name = TEMPLATE_ENTRY,
  draft = false,
): { file: string; text: string; slug: string } {
  const numbers = siblingIds.filter((id): id is number => typeof id === 'number');
  let text = template.text.replace(/^draft:\s*(true|false)\b/m, `draft: ${draft}`);
  if (!/^draft:/m.test(text) && draft) text = text.replace(/^---\n/, '---\ndraft: true\n');
  if (numbers.length > 0) text = text.replace(/^id:\s*\d+/m, `id: ${Math.max(...numbers) + (draft ? 2 : 1)}`);
  // The draft's title says so, so tests can tell it from the published entry made from the same template.
  if (draft)
    text = text.replace(
      /^title:(\s*)("?)(.*?)\2(\s+#.*)?$/m,
      (_m, space: string, quote: string, title: string, note = '') =>
        `title:${space}${quote}${title} (draft)${quote}${note}`,
    );
  text = text.replace(
    /(["']?)((?:\.\.?\/)[^\s"']+\.(?:jpe?g|png|webp|avif))\1/g,
    (whole, quote: string, path: string) =>
      existsSync(join(root, template.folder, path))
        ? whole
        : `${quote}${existingPicture(root, template.folder, path)}${quote}`,
  );
  return { file: `${template.folder}/${name}.md`, text, slug: name };
}
