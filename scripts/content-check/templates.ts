/**
 * The `_template.md` files editors copy to add an entry, and entries made from them the way docs/editing.md says:
 * copied under a new name with only the placeholders filled in (a number no other entry uses, a picture that
 * exists, `draft: false` to publish). scripts/grow-check.mjs makes them in a copy of the project (never in
 * src/content) and runs tests/e2e/editor-journey.spec.ts there.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

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

/** Every `_template.md` under src/content/. */
export function templates(root: string): Template[] {
  const out: Template[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === '_template.md') {
        const file = relative(root, full).split(sep).join('/');
        out.push({ file, folder: posix.dirname(file), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(join(root, 'src/content'));
  return out;
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
  const any = (dir: string): string | undefined => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        const found = any(full);
        if (found) return found;
      } else if (IMAGE.test(name)) return full;
    }
    return undefined;
  };
  return relative(join(root, fromDir), any(join(root, 'src/assets'))!)
    .split(sep)
    .join('/');
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
