/**
 * Ematix-Prime learning pages: internships, courses, the intern and inplant pages, awards and galleries.
 * The specs are read from the content itself: every picture a file in src/content/{internships,learning,awards,
 * galleries} refers to under src/assets/placeholder/ gets drawn, captioned with what the entry is about. So a new
 * internship or gallery card that names a stand-in there gets it from `npm run images` until a real photo replaces it.
 * Sizes stay small (cards are at most about 480 px wide on screen) so the build and the pages stay fast.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Picture size and kind per content folder. */
const shapes = {
  internships: { kind: 'photo', width: 480, height: 300 },
  learning: { kind: 'photo', width: 800, height: 500 },
  galleries: { kind: 'photo', width: 640, height: 400 },
  awards: { kind: 'avatar', width: 240, height: 240 },
};

/** The data of a YAML file or a Markdown file's front matter. */
function readData(file) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.md')) return parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') ?? {};
  return parse(text) ?? {};
}

/** Every { src, caption } pair in the data, with the nearest title, name or college as the caption. */
function pictures(value, context = {}) {
  if (Array.isArray(value)) return value.flatMap((item) => pictures(item, context));
  if (!value || typeof value !== 'object') return [];
  const here = {
    name: value.name ?? context.name,
    title: value.title ?? context.title,
    subtitle: value.college ?? value.organisation ?? value.category ?? context.subtitle,
  };
  const own =
    typeof value.src === 'string' && value.src.includes('/assets/placeholder/')
      ? [{ src: value.src, ...here, name: value.name ?? context.name, alt: value.alt }]
      : [];
  return [...own, ...Object.values(value).flatMap((child) => pictures(child, here))];
}

/** Internship pictures are captioned with their field (the category), which fits the 480 px picture. */
const internshipCaptions = { Core: 'Hardware', IT: 'IT', MBA: 'MBA' };
/** Page files whose pictures have no titled entry around them: the caption names the page instead. */
const pageCaptions = { intern: 'Ematix internships', inplant: 'Inplant training' };
/** At most `max` characters of the alt text, cut at a word. */
const shorten = (text = '', max = 38) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`);

const specs = [];
for (const [folder, shape] of Object.entries(shapes)) {
  const dir = join(root, 'src/content', folder);
  for (const name of readdirSync(dir).filter((n) => /\.(ya?ml|md)$/.test(n) && !n.startsWith('_'))) {
    const file = join(dir, name);
    for (const picture of pictures(readData(file))) {
      const target = relative(root, resolve(dir, picture.src));
      if (specs.some((spec) => spec.file === target)) continue;
      if (shape.kind === 'avatar') {
        specs.push({
          file: target,
          ...shape,
          title: (picture.name ?? picture.title).replace(/^(Dr|Mr|Ms|Mrs|Prof)\.\s*/, ''),
        });
        continue;
      }
      if (folder === 'internships') {
        // The card shows the title under the picture; the picture names the field, the title goes small.
        specs.push({
          file: target,
          ...shape,
          title: internshipCaptions[picture.subtitle] ?? picture.subtitle,
          subtitle: picture.title,
        });
        continue;
      }
      const page = pageCaptions[name.replace(/\..*$/, '')];
      const title = page ?? picture.title ?? name.replace(/\..*$/, '');
      const subtitle = page || folder === 'galleries' ? shorten(picture.alt) : picture.subtitle?.split(',')[0];
      specs.push({ file: target, ...shape, title, subtitle });
    }
  }
}

export default specs;
