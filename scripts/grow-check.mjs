#!/usr/bin/env -S npx vite-node
/**
 * Proof that an editor's correct new entry never turns the suite red (`npm test` runs it; docs/decisions.md).
 * On a copy of the project in a temporary folder (never in src/content), it adds one entry to every collection an
 * editor extends: a post and an internship made from their `_template.md`, and in every YAML content file a copy of
 * the last entry of each list (top level and one or two levels down: a photo, an FAQ, a logo, a marketing card, an
 * award, a conference, a batch, ...), with a new id and a marked title. Then, in the copy: the
 * unit tests (the content invariants), the production build, every added entry found in the built pages, and the
 * whole end-to-end suite on that build (`NO_E2E=1` stops before it). Before the build it also appends the
 * end-to-end tests' fixture entries (tests/fixtures/e2e-content/, dated from SITE_TODAY: addFixtures), so no test
 * depends on the day or skips itself for lack of a state. npm test runs the unit tests, the build and the
 * end-to-end tests only here: the grown content holds every real entry, so one run covers both.
 * A list whose copy the schemas refuse (a list with a maximum, such as "three buttons at most") is left as it was
 * and named. Exit code 1 on any failure. `KEEP=1` keeps the copy for a look.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { projectRoot } from './content-check/root.mjs';

/** The content check and the templates (TypeScript: this script runs under vite-node). */
const loadContentCheck = () => import('./content-check/entry');

const root = projectRoot;
// Inside the project (.tmp/ is ignored by git), so node_modules can be hard-linked: the same files, no extra space,
// and module resolution that stays inside the copy (a symlinked node_modules sends Vite to the original's paths).
mkdirSync(join(root, '.tmp'), { recursive: true });
const copy = mkdtempSync(join(root, '.tmp', 'grown-'));
const log = (line) => console.log(`[grow-check] ${line}`);

// Lists an editor does not extend on their own: a menu item needs its page too, and the
// institutional table compares exactly its two levels (the schema says so when there are more).
// A whole file, or one field of a page file as `<file>#<field>` (the page's other lists still grow).
const SKIP = new Set([
  'src/content/site/navigation.yaml',
  'src/content/prime/navigation.yaml',
  'src/content/pages/ematixprime/membership/institutional.yaml#levels',
]);
// Switches that say "the one chosen" must stay on the original, not the copy.
const ONE_OF = ['selected', 'highlighted', 'featured', 'open', 'priority', 'best'];
const TEXT_KEYS = ['title', 'name', 'label', 'question', 'text', 'caption', 'event', 'alt'];

/** The files under `dir` (depth first, in directory order) whose name passes `wanted`. */
const filesUnder = (dir, wanted) =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, wanted);
    return wanted(name) ? [full] : [];
  });
const yamlFiles = (dir) => filesUnder(dir, (name) => /\.ya?ml$/.test(name) && !name.startsWith('_'));

let counter = 0;
/** A sentence an editor writes (words with spaces), not a link, a path, a date or a time. */
const isProse = (text) =>
  /\s/.test(text.trim()) && !/^(https?:|mailto:|tel:|\/|\.\.?\/)|^\d{4}-\d\d-\d\d$|^\d\d:\d\d/.test(text.trim());
/** The text that marks added entry `n`, found in the built pages ("Grown entry 007": no marker contains another). */
const markerOf = (n, what = 'Grown entry') => `${what} ${String(n).padStart(3, '0')}`;
/** A copy of a list item with a new id and a marked text; returns the marker or undefined when nothing shows it. */
function grownCopy(item, what) {
  // A clone of the node keeps how each value is written (dates stay in quotes).
  const clone = item.clone();
  counter += 1;
  const marker = markerOf(counter, what);
  if (!isMap(clone)) return { clone, marker: undefined };
  const id = clone.get('id');
  if (typeof id === 'string') clone.set('id', `${id}-grown-${counter}`);
  for (const key of ONE_OF) if (clone.get(key) === true) clone.set(key, false);
  // Texts of their own, as an editor's new entry has: a copy that kept "Apply Now: PCB Designer Intern" or a
  // section heading would make the tests' look-ups by text ambiguous, which no real entry does. The first text field
  // carries the marker; every other sentence in the entry (words with spaces, not a link, path or date) a variant.
  const textKey = TEXT_KEYS.find((key) => typeof clone.get(key) === 'string');
  if (textKey) clone.set(textKey, marker);
  let variant = 0;
  const retext = (node) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        if (node === clone && key === textKey) continue;
        if (isScalar(pair.value) && typeof pair.value.value === 'string' && isProse(pair.value.value)) {
          variant += 1;
          pair.value.value = `${marker}.${variant} ${key}`;
        } else retext(pair.value);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        if (isScalar(item) && typeof item.value === 'string' && isProse(item.value)) {
          variant += 1;
          node.items[i].value = `${marker}.${variant}`;
        } else retext(item);
      });
    }
  };
  retext(clone);
  return { clone, marker: textKey ? marker : undefined };
}

/** Appends a grown copy to every list of maps in `node`, down to `depth` levels; returns the markers. */
function grow(node, depth) {
  const markers = [];
  if (isSeq(node)) {
    const last = node.items.at(-1);
    if (last && isMap(last)) {
      // The nested lists of the items first (the last item's copy then carries the original children).
      if (depth > 0) for (const item of node.items) markers.push(...grow(item, depth - 1));
      const { clone, marker } = grownCopy(last);
      node.items.push(clone);
      if (marker) markers.push(marker);
    }
  } else if (isMap(node) && depth > 0) {
    for (const pair of node.items) if (!isScalar(pair.value)) markers.push(...grow(pair.value, depth - 1));
  }
  return markers;
}

/** The fields of a list item (a variable type's by its type key), from the web editor's field configuration. */
const itemFields = (field, item) =>
  field.fields ?? field.types?.find((type) => type.name === item.get(field.typeKey ?? 'type'))?.fields ?? [];

/** Appends a hidden copy (`hidden: true`, marked "Hidden entry …") to every list in `node` whose items take one. */
function growHidden(node, field, markers) {
  if (isSeq(node) && field?.widget === 'list') {
    for (const item of node.items) if (isMap(item)) growHidden(item, { fields: itemFields(field, item) }, markers);
    const last = node.items.at(-1);
    if (last && isMap(last) && itemFields(field, last).some((f) => f.name === 'hidden')) {
      const { clone, marker } = grownCopy(last, 'Hidden entry');
      clone.set('hidden', true);
      node.items.push(clone);
      if (marker) markers.push(marker);
    }
  } else if (isMap(node)) {
    for (const pair of node.items) {
      const own = field?.fields?.find((f) => f.name === String(pair.key));
      if (own && !isScalar(pair.value)) growHidden(pair.value, own, markers);
    }
  }
  return markers;
}

/**
 * A hidden copy of the last entry of every list whose entries may be hidden (their fields in the web editor's
 * configuration, public/admin/config.yml, have `hidden`). Returns the markers, which must appear on no built file.
 */
async function addHidden() {
  const config = parseDocument(readFileSync(join(copy, 'public/admin/config.yml'), 'utf8')).toJS();
  const hidden = new Map();
  const before = new Map();
  for (const screen of config.collections) {
    // A screen of files, or a folder of YAML files (one entry each) with the fields of each.
    const folder =
      screen.folder && screen.extension === 'yaml'
        ? yamlFiles(join(copy, screen.folder)).map((path) => ({
            file: relative(copy, path).split(sep).join('/'),
            fields: screen.fields,
          }))
        : [];
    for (const { file, fields } of [...(screen.files ?? []), ...folder]) {
      const path = join(copy, file);
      if (!existsSync(path)) continue;
      const doc = parseDocument(readFileSync(path, 'utf8'));
      // A file that is one list is edited as a list field marked `root`.
      const root = fields.length === 1 && fields[0].root;
      const markers = growHidden(doc.contents, root ? fields[0] : { fields }, []);
      if (markers.length === 0) continue;
      before.set(file, readFileSync(path, 'utf8'));
      writeFileSync(path, doc.toString({ lineWidth: 0 }));
      for (const marker of markers) hidden.set(marker, file);
    }
  }
  // A copy the schema refuses for its texts (a field with a maximum length): that file put back.
  const { checkContent } = await loadContentCheck();
  for (const { file } of (await checkContent({ root: copy })).problems) {
    if (!before.has(file)) continue;
    writeFileSync(join(copy, file), before.get(file));
    before.delete(file);
    for (const [marker, where] of hidden) if (where === file) hidden.delete(marker);
    log(`no hidden copy (the schema refuses a copy of its last entry): ${file}`);
  }
  return hidden;
}

function main() {
  log(`copying the project to ${copy}`);
  for (const name of [
    'src',
    'public',
    'scripts',
    'tests',
    '.github',
    'docs',
    'deploy',
    'astro.config.mjs',
    'tailwind.config.mjs',
    'tsconfig.json',
    'package.json',
    'vitest.config.ts',
    'playwright.config.ts',
  ]) {
    if (existsSync(join(root, name)))
      cpSync(join(root, name), join(copy, name), {
        recursive: true,
        filter: (from) => !from.includes(`${sep}template-made-`),
      });
  }
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);

  const added = new Map(); // marker → file
  for (const file of yamlFiles(join(copy, 'src/content'))) {
    const rel = relative(copy, file).split(sep).join('/');
    if (SKIP.has(rel)) continue;
    const doc = parseDocument(readFileSync(file, 'utf8'));
    const skipped = new Set(
      [...SKIP].filter((name) => name.startsWith(`${rel}#`)).map((name) => name.slice(rel.length + 1)),
    );
    // A list file: its entries and one level inside them; a keyed file: each entry and two levels inside.
    const markers =
      skipped.size > 0 && isMap(doc.contents)
        ? doc.contents.items.flatMap((pair) =>
            skipped.has(String(pair.key)) || isScalar(pair.value) ? [] : grow(pair.value, 2),
          )
        : grow(doc.contents, isSeq(doc.contents) ? 2 : 3);
    if (markers.length === 0) continue;
    writeFileSync(file, doc.toString({ lineWidth: 0 }));
    for (const marker of markers) added.set(marker, rel);
  }
  return added;
}

/**
 * From each `_template.md`, an entry made as docs/editing.md says (published) and the same left a draft, under the
 * names tests/e2e/editor-journey.spec.ts looks for. Returns the drafts' markers, which must appear nowhere.
 */
async function addMarkdown(added) {
  const { templates, fromTemplate, TEMPLATE_ENTRY, TEMPLATE_DRAFT } = await loadContentCheck();
  const drafts = new Map();
  for (const template of templates(copy)) {
    for (const [name, draft] of [
      [TEMPLATE_ENTRY, false],
      [TEMPLATE_DRAFT, true],
    ]) {
      counter += 1;
      const marker = markerOf(counter);
      const made = fromTemplate(copy, template, [], name, draft);
      const text = made.text.replace(
        /^title:(\s*)("?)(.*?)\2(\s+#.*)?$/m,
        (_m, space, quote, _title, note = '') =>
          `title:${space}${quote}${marker}${draft ? ' (draft)' : ''}${quote}${note}`,
      );
      writeFileSync(join(copy, made.file), text);
      (draft ? drafts : added).set(marker, made.file);
    }
  }
  return drafts;
}

/** The day the copy is built for; the fixture entries' dates are written relative to it. */
const siteToday = process.env.SITE_TODAY ?? '2025-03-01';

/**
 * The states the end-to-end tests of the rule for time need, whatever SITE_TODAY is (a conference open on the build
 * day, one whose registration closes before it starts, one already over, a webinar ahead, batches ahead): the lists
 * of tests/fixtures/e2e-content/ (same paths as under src/content) appended to the copy's files, with "{{today}}",
 * "{{today+20}}", "{{today-2}}" (in quotes) written as dates counted from SITE_TODAY. And the past-conference archive
 * starting two years before the earliest conference at the latest, so a year without data, and a year before that,
 * are always on that page. The tests address these entries by id; tests/support/e2e-fixtures.ts says to run through
 * this script when they are missing. Returns the ids added.
 */
function addFixtures() {
  const fixtures = join(copy, 'tests/fixtures/e2e-content');
  const day = (offset) => {
    const date = new Date(`${siteToday}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const ids = [];
  for (const file of yamlFiles(fixtures)) {
    const rel = relative(fixtures, file).split(sep).join('/');
    const target = join(copy, 'src/content', rel);
    const text = readFileSync(file, 'utf8').replace(/"\{\{today(?:([+-])(\d+))?\}\}"/g, (_m, sign, days) =>
      JSON.stringify(day(sign === '-' ? -Number(days) : Number(days ?? 0))),
    );
    const doc = parseDocument(readFileSync(target, 'utf8'));
    const items = parseDocument(text).contents;
    if (!isSeq(doc.contents) || !isSeq(items)) throw new Error(`${rel}: a fixture and its file must both be lists`);
    for (const item of items.items) {
      doc.contents.items.push(item);
      ids.push(item.get('id'));
    }
    writeFileSync(target, doc.toString({ lineWidth: 0 }));
  }
  const archiveFile = join(copy, 'src/content/pages/ematixprime/conference/pastconference.yaml');
  const archive = parseDocument(readFileSync(archiveFile, 'utf8'));
  const events = parseDocument(readFileSync(join(copy, 'src/content/prime/events.yaml'), 'utf8')).toJS();
  const earliest = Math.min(...events.filter((e) => e.kind === 'conference').map((e) => Number(e.start.slice(0, 4))));
  if (archive.get('since') > earliest - 2) {
    archive.set('since', earliest - 2);
    writeFileSync(archiveFile, archive.toString({ lineWidth: 0 }));
  }
  return ids;
}

// vite-node, which runs this script, sets NODE_ENV=development: the build and the tests set their own.
const { NODE_ENV: _mode, ...inherited } = process.env;
const run = (command, args, env = {}) => {
  const started = Date.now();
  execFileSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...inherited, ...env } });
  log(`${[command, ...args].join(' ')}: ${Math.round((Date.now() - started) / 1000)} s`);
};

let failed = false;
try {
  const added = main();
  const drafts = await addMarkdown(added);
  const { checkContent, formatProblem } = await loadContentCheck();
  // Lists whose copy the schemas refuse (a maximum, a one-of rule): put back and named, not counted as failures.
  let { problems } = await checkContent({ root: copy });
  const refused = new Set(problems.map((p) => p.file));
  for (const file of refused) {
    const original = readFileSync(join(root, file), 'utf8');
    writeFileSync(join(copy, file), original);
    for (const [marker, where] of added) if (where === file) added.delete(marker);
    log(
      `not grown (the schema refuses a copy of its last entry): ${file}: ${problems.filter((p) => p.file === file).map(formatProblem)[0]}`,
    );
  }
  log(`added ${added.size} entries in ${new Set(added.values()).size} files`);
  const hidden = await addHidden();
  log(`added ${hidden.size} hidden entries in ${new Set(hidden.values()).size} files`);
  log(`added the end-to-end fixture entries (for ${siteToday}): ${addFixtures().join(', ')}`);

  run('npx', ['vitest', 'run', 'tests/unit'], { CI: '1' });
  // As `npm run build` does it (scripts/build.mjs: astro build, its per-file listings folded into counts).
  run('node', ['scripts/build.mjs'], { SITE_TODAY: siteToday, ASTRO_TELEMETRY_DISABLED: '1' });

  // Every added entry is in some built page (its marked text, as HTML writes it).
  const pages = filesUnder(join(copy, 'dist'), (name) => name.endsWith('.html'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const missing = [...added].filter(([marker]) => !pages.includes(marker));
  for (const [marker, file] of missing) log(`NOT ON ANY PAGE: the entry marked "${marker}" added to ${file}`);
  // A draft is nowhere on the published site: no page, feed or sitemap.
  const published =
    pages +
    readdirSync(join(copy, 'dist'))
      .filter((name) => name.endsWith('.xml'))
      .map((name) => readFileSync(join(copy, 'dist', name), 'utf8'))
      .join('\n');
  const leaked = [...drafts].filter(([marker]) => published.includes(marker));
  for (const [marker, file] of leaked) log(`A DRAFT IS PUBLISHED: "${marker}" (${file})`);
  // A hidden entry is in no built file at all: no page, feed, sitemap, calendar file or search index.
  const built = filesUnder(join(copy, 'dist'), (name) => /\.(html|xml|ics|json|js|txt|webmanifest)$/.test(name))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const shown = [...hidden].filter(([marker]) => built.includes(marker));
  for (const [marker, file] of shown) log(`A HIDDEN ENTRY IS ON THE SITE: "${marker}" (${file})`);
  if (missing.length > 0 || leaked.length > 0 || shown.length > 0) failed = true;
  else
    log(
      `every added entry is on a built page (${added.size}); no draft is (${drafts.size}), nor any hidden entry (${hidden.size})`,
    );

  // The end-to-end tests and the page checks (axe, HTML, links, JavaScript, CSP) on the grown build: every entry is
  // on its page and the page agrees with its data, with one more entry in every list. The grown build holds every
  // entry of the real one, so this is also the real site's run (npm test builds only this one).
  if (!process.env.NO_E2E) run('npx', ['playwright', 'test'], { PORT: process.env.GROW_PORT ?? '4329' });
} catch (error) {
  failed = true;
  console.error(`[grow-check] failed: ${error.message}`);
} finally {
  if (!process.env.KEEP) rmSync(copy, { recursive: true, force: true });
  else log(`kept ${copy}`);
}
process.exitCode = failed ? 1 : 0;
