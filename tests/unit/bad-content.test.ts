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
import { cases, type BadContentCase } from '../fixtures/bad-content/cases';
import { fixtures, make } from '../support/bad-content';
import { contentCheck, projectRoot, type Problem } from '../support/content-check';
import { templateTools } from '../support/templates';

const { templates, fromTemplate } = await templateTools();

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

describe('the content check itself failing', () => {
  it('is one line naming the file being checked, never an exception (no stack in the terminal, no unhandled rejection in dev)', async () => {
    const { checkContent, formatProblem } = await contentCheck();
    // No editor can write this (a file whose text cannot be had): it stands for a value no rule foresaw.
    const file = 'src/content/blog/unreadable-by-the-check.md';
    const text = {
      toString(): string {
        throw new RangeError('formatRupees: Rs. 599 is not a number of rupees');
      },
    } as unknown as string;
    const { problems } = await checkContent({ root: projectRoot, overlay: { [file]: text } });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}:1  \\(file\\)  the check stopped on a value of this file it could not read \\(formatRupees: Rs\\. 599 is not a number of rupees\\)  → .*tell a developer`,
        ),
      ),
    ]);
  });
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
    // The terminal format, also when the suite itself runs on GitHub Actions (github-annotations.test.ts has that one).
    const env = { ...process.env, GITHUB_ACTIONS: '' };
    const failed = await run('node_modules/.bin/vite-node', ['scripts/content-check.ts', '--overlay', dir], {
      cwd: projectRoot,
      env,
    }).then(
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
    const { stdout } = await run('node_modules/.bin/vite-node', ['scripts/content-check.ts', '--json'], {
      cwd: projectRoot,
    });
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
