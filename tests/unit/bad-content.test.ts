/**
 * The content check on the bad-content corpus (tests/fixtures/bad-content/): every mistake fails the check, with one
 * problem that names the file, the line, the field and the fix. A case that changes a real file picks the value by
 * the file's shape and makes the mistake from the real value, and duplicate-id cases take a real id at test time
 * (tests/fixtures/bad-content/cases.ts), so a correct content change never breaks a case. And the positive case:
 * an entry made from each `_template.md`, with only its placeholders filled in, passes. That such an entry builds
 * and appears on its pages is tests/e2e/editor-journey.spec.ts (npm test adds the entries before the build).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, isNode, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { cases, type BadContentCase } from '../fixtures/bad-content/cases';
import { contentCheck, projectRoot, type Problem } from '../support/content-check';
import { templateTools } from '../support/templates';

const { templates, fromTemplate } = await templateTools();

const fixtures = join(projectRoot, 'tests/fixtures/bad-content');
const real = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The first id of each collection in the real content, for the duplicate-id cases. */
const firstIds = once(async () => {
  const { checkContent } = await contentCheck();
  const ids = new Map<string, string>();
  for (const entry of (await checkContent({ root: projectRoot })).entries)
    if (!ids.has(entry.collection)) ids.set(entry.collection, entry.id);
  return ids;
});

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** A fixture, with "{{id}}" replaced by the first real id of the collection the case names. */
async function fixture(name: string, idOf: string | undefined): Promise<{ text: string; real: string }> {
  const text = readFileSync(join(fixtures, name), 'utf8');
  if (!idOf) return { text, real: '' };
  const id = (await firstIds()).get(idOf);
  if (!id) throw new Error(`no entry in the collection ${idOf}`);
  return { text: text.replaceAll('{{id}}', id), real: id };
}

type Edit = Extract<BadContentCase['make'], { edit: unknown }>;

/**
 * An `edit` applied to the text of a YAML file (or of a Markdown file's front matter): the value at the path is
 * replaced in place (the rest of the text kept byte for byte), or added after the last field of its entry.
 */
function edit(text: string, { edit: path, to }: Edit, where: string) {
  const fail = (why: string) => new Error(`${where}: ${why}; update the case in tests/fixtures/bad-content/cases.ts`);
  let node: unknown = parseDocument(text).contents;
  for (const step of path.slice(0, -1)) {
    if (typeof step === 'function') {
      if (!isSeq(node)) throw fail(`no list where the path has a test (${String(step)})`);
      node = node.items.find((item) => isMap(item) && step(item.toJSON() as Record<string, unknown>));
    } else node = isMap(node) || isSeq(node) ? node.get(step, true) : undefined;
    if (!node) throw fail(`nothing at ${JSON.stringify(step)}`);
  }
  const key = path.at(-1);
  if (!isMap(node) || typeof key !== 'string') throw fail('the path does not end at a field of an entry');
  const entry = node.toJSON() as Record<string, unknown>;
  const value = node.get(key, true);
  const current = isScalar(value) ? String(value.value) : '';
  const wrong = to(current, entry);
  const source = typeof wrong === 'number' ? String(wrong) : JSON.stringify(wrong);
  // The end of a value's text, without the line breaks a block value carries after it.
  const endOf = (range: [number, number, number]) => text.slice(0, range[1]).trimEnd().length;
  if (value) {
    if (!isScalar(value) || !value.range) throw fail(`${key} is not a single value`);
    const start = value.range[0];
    return { text: text.slice(0, start) + source + text.slice(endOf(value.range)), index: start, current, entry };
  }
  const last = node.items.at(-1);
  const first = node.items[0]?.key;
  if (!isNode(first) || !first.range || !last) throw fail('the entry is empty');
  const indent = ' '.repeat(first.range[0] - text.lastIndexOf('\n', first.range[0] - 1) - 1);
  const after = isNode(last.value) && last.value.range ? last.value.range : (last.key as Node).range!;
  const lineEnd = text.indexOf('\n', endOf(after));
  const at = lineEnd < 0 ? text.length : lineEnd;
  const added = `\n${indent}${key}: ${source}`;
  return { text: text.slice(0, at) + added + text.slice(at), index: at + 1, current, entry };
}

/** The broken file of a case, the line the problem must be reported on, and the real value the mistake is made of. */
async function make(
  c: BadContentCase,
): Promise<{ text: string; line: number; real: string; entry: Record<string, unknown> }> {
  if ('add' in c.make) return { ...(await fixture(c.make.add, c.make.idOf)), line: c.line!, entry: {} };
  if ('append' in c.make) {
    const before = real(c.target).replace(/\n*$/, '\n');
    const { text, real: id } = await fixture(c.make.append, c.make.idOf);
    return { text: before + text, line: lineOf(before, before.length) - 1 + c.line!, real: id, entry: {} };
  }
  const original = real(c.target);
  const where = `${c.target} ("${c.mistake}")`;
  if (!c.target.endsWith('.md')) {
    const made = edit(original, c.make, where);
    return { text: made.text, line: lineOf(made.text, made.index), real: made.current, entry: made.entry };
  }
  // Markdown: edit the front matter, between the first two --- lines.
  const end = original.indexOf('\n---', 3);
  if (!original.startsWith('---\n') || end < 0) throw new Error(`${where}: no front matter`);
  const made = edit(original.slice(4, end + 1), c.make, where);
  const text = original.slice(0, 4) + made.text + original.slice(end + 1);
  return { text, line: lineOf(text, 4 + made.index), real: made.current, entry: made.entry };
}

/** The message part matches what the case expects (a function of the real value when the case needs it). */
function expectPart(
  part: string,
  expected: BadContentCase['what'],
  real: string,
  entry: Record<string, unknown>,
  shown: string,
) {
  const words = typeof expected === 'function' ? expected(real, entry) : expected;
  if (typeof words === 'string') expect(part, shown).toContain(words);
  else expect(part, shown).toMatch(words);
}

const sameField = (reported: string, expected: string) =>
  reported === expected ||
  reported.endsWith(`.${expected}`) ||
  reported.startsWith(`${expected}.`) ||
  reported.endsWith(`]${expected}`);

describe('the content check on the bad-content corpus', () => {
  it('has at least 25 cases, across Markdown and YAML, and every kind of mistake the check knows', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    expect(cases.some((c) => c.target.endsWith('.md'))).toBe(true);
    expect(cases.some((c) => c.target.endsWith('.yaml'))).toBe(true);
  });

  for (const c of cases) {
    it(`${c.target}: ${c.mistake}`, async () => {
      const { checkContent, formatProblem } = await contentCheck();
      const { text, line, real: value, entry } = await make(c);
      const { problems } = await checkContent({ root: projectRoot, overlay: { [c.target]: text } });
      const shown = problems.map(formatProblem).join('\n');
      expect(problems, `exactly one problem expected for "${c.mistake}", got:\n${shown}`).toHaveLength(1);
      const [problem] = problems as Problem[];
      expect(problem.file, shown).toBe(c.target);
      expect(problem.line, shown).toBe(line);
      expect(sameField(problem.field, c.field), `field "${problem.field}" should be ${c.field}`).toBe(true);
      expectPart(problem.what, c.what, value, entry, shown);
      expectPart(problem.fix, c.fix, value, entry, shown);
      const printed = formatProblem(problem);
      expect(printed.startsWith(`${c.target}:${line}  ${problem.field}  `)).toBe(true);
      expect(printed).toContain('  → ');
      expect(printed).not.toContain('**');
    });
  }
});

describe('an entry made from a template', () => {
  it('exists for every one-file-per-entry Markdown collection', async () => {
    const { collectionLoaders } = await contentCheck();
    const markdownCollections = collectionLoaders()
      .flatMap(({ loader }) =>
        loader.kind === 'glob' && /\.mdx?\b|\{md/.test(String(loader.pattern)) ? [String(loader.base)] : [],
      )
      .map((base) => base.replace(/^\.\//, '').replace(/\/$/, ''));
    expect(markdownCollections.length).toBeGreaterThan(0);
    for (const folder of markdownCollections)
      expect(
        templates().map((t) => t.folder),
        `${folder} has a _template.md`,
      ).toContain(folder);
  });

  for (const template of templates()) {
    it(`${template.file}, with only its placeholders filled in, passes the check (and is never published as-is)`, async () => {
      const { checkContent, formatProblem } = await contentCheck();
      const { entries } = await checkContent({ root: projectRoot });
      const siblings = entries
        .filter((entry) => entry.file.startsWith(`${template.folder}/`))
        .map((entry) => entry.raw.id);
      const made = fromTemplate(template, siblings);
      const { problems, entries: after } = await checkContent({
        root: projectRoot,
        overlay: { [made.file]: made.text },
      });
      expect(problems.map(formatProblem)).toEqual([]);
      expect(after.some((entry) => entry.file === made.file)).toBe(true);
      expect(
        entries.some((entry) => entry.file === template.file),
        'the template itself is not an entry',
      ).toBe(false);
    });
  }
});

describe('npm run content:check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = promisify(execFile);

  it('reports every problem in one run, one line each as file:line  field  what  → fix, and fails', async () => {
    for (const name of ['blog-enum-typo.md', 'blog-impossible-date.md', 'blog-unknown-field.md']) {
      const target = join(dir, 'src/content/blog', name.replace('blog-', ''));
      mkdirSync(join(dir, 'src/content/blog'), { recursive: true });
      // Three posts, each with its own id and title (a title two posts share is a mistake of its own).
      const text = readFileSync(join(fixtures, name), 'utf8')
        .replace(/^id: 42$/m, `id: ${40 + name.length}`)
        .replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title} (${name})"`);
      writeFileSync(target, text);
    }
    const failed = await run('node', ['scripts/content-check.mjs', '--overlay', dir], { cwd: projectRoot }).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const lines = failed!.stdout.split('\n').filter((line) => line.includes('→'));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^ {2}src\/content\/blog\/[\w-]+\.md:\d+ {2}\S+ {2}.+ {2}→ .+$/);
    expect(failed!.stdout).not.toContain('**');
  }, 60_000);

  it('passes on the real content, within 10 seconds of processor time', async () => {
    // Processor time, not wall time: a shared CI machine under load stretches the wall time, not the work.
    const { stdout } = await run('node', ['scripts/content-check.mjs', '--json'], { cwd: projectRoot });
    const report = JSON.parse(stdout) as { problems: unknown[]; entries: number; cpuSeconds: number; seconds: number };
    expect(report.problems).toEqual([]);
    expect(report.entries).toBeGreaterThan(0);
    console.log(
      `content:check: ${report.cpuSeconds.toFixed(1)} s of processor time, ${report.seconds} s wall time for the check itself`,
    );
    expect(report.cpuSeconds).toBeLessThan(10);
  }, 60_000);
});

// Keep the corpus honest: every fixture file is used by a case.
describe('tests/fixtures/bad-content', () => {
  it('holds no unused fixture', () => {
    const used = new Set(
      cases.flatMap((c) => ('add' in c.make ? [c.make.add] : 'append' in c.make ? [c.make.append] : [])),
    );
    const files = readdirSync(fixtures).filter(
      (name) => statSync(join(fixtures, name)).isFile() && name !== 'cases.ts',
    );
    expect(files.filter((name) => !used.has(name)).map((name) => relative(projectRoot, join(fixtures, name)))).toEqual(
      [],
    );
  });
});
