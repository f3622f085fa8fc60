/**
 * The `_template.md` files editors copy to add an entry, and an entry made from one the way docs/editing.md says:
 * copied under a new name with only its placeholders filled in (a number no other entry uses, a picture that
 * exists, `draft: false` to publish it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { projectRoot } from './content-check';

export interface Template {
  /** The template, relative to the project, e.g. "src/content/blog/_template.md". */
  file: string;
  /** Its folder, e.g. "src/content/blog". */
  folder: string;
  text: string;
}

/** Every `_template.md` under src/content/. */
export function templates(): Template[] {
  const out: Template[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === '_template.md') {
        const file = relative(projectRoot, full).split(sep).join('/');
        out.push({ file, folder: posix.dirname(file), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(join(projectRoot, 'src/content'));
  return out;
}

const IMAGE = /\.(jpe?g|png|webp|avif)$/i;

/** An existing picture in the folder a path points into (or anywhere under src/assets), as a path from `fromDir`. */
function existingPicture(fromDir: string, wanted: string): string {
  const folder = join(projectRoot, fromDir, dirname(wanted));
  const inFolder = existsSync(folder) ? readdirSync(folder).filter((name) => IMAGE.test(name)) : [];
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
  return relative(join(projectRoot, fromDir), any(join(projectRoot, 'src/assets'))!).split(sep).join('/');
}

/**
 * A new entry from a template: the file `<folder>/<name>.md`, with a number (`id`) no entry of `entries` in that
 * folder uses, pictures that exist, and `draft: false`. Everything else stays the template's placeholder text.
 */
export function fromTemplate(template: Template, entries: { file: string; raw: Record<string, unknown> }[], name = 'template-made-entry'): { file: string; text: string; slug: string } {
  const siblings = entries.filter((entry) => posix.dirname(entry.file) === template.folder);
  const numbers = siblings.map((entry) => entry.raw.id).filter((id): id is number => typeof id === 'number');
  let text = template.text.replace(/^draft:\s*true\b/m, 'draft: false');
  if (numbers.length > 0) text = text.replace(/^id:\s*\d+/m, `id: ${Math.max(...numbers) + 1}`);
  text = text.replace(/(["']?)((?:\.\.?\/)[^\s"']+\.(?:jpe?g|png|webp|avif))\1/g, (whole, quote: string, path: string) =>
    existsSync(join(projectRoot, template.folder, path)) ? whole : `${quote}${existingPicture(template.folder, path)}${quote}`,
  );
  return { file: `${template.folder}/${name}.md`, text, slug: name };
}
