/**
 * The content check on GitHub Actions (src/content-reports/github.ts, used by scripts/content-check/cli.ts when
 * GITHUB_ACTIONS=true or with --github): known problems give exactly these annotation lines, written and escaped by
 * GitHub's toolkit (@actions/core, which writes them to stdout); and the real command, on a copy with mistakes, prints one annotation per mistake on its file
 * and line and appends a summary an editor can read to $GITHUB_STEP_SUMMARY.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { githubAnnotation, githubSummary, githubWarning, screenFinder } from '../../src/content-reports/github';
import type { Problem } from '../../src/content-model/check';
import { fixtures } from '../support/bad-content';
import { cmsScreens } from '../support/cms-config';
import { projectRoot } from '../support/content-check';

const problems: Record<string, Problem> = {
  unknownField: {
    file: 'src/content/blog/workshop.md',
    line: 2,
    field: 'titel',
    what: 'is not a field here, so "title" is missing',
    fix: 'did you mean "title"? Correct the spelling',
  },
  wrongChoice: {
    file: 'src/content/blog/workshop.md',
    line: 5,
    field: 'colour',
    what: '"tael" is not one of the choices',
    fix: 'did you mean "teal"? must be one of: brand, accent, teal',
  },
  impossibleDate: {
    file: 'src/content/prime/events.yaml',
    line: 14,
    field: 'events[3].start',
    what: '2025-13-45 is not a real date: there is no month 13',
    fix: 'write a real date in quotes as "YYYY-MM-DD", e.g. start: "2025-07-08"',
  },
  missingPicture: {
    file: 'src/content/careers/gallery.yaml',
    line: 2,
    field: 'src',
    what: 'the picture "../../assets/careers/bench.jpg" does not exist',
    fix: 'put the picture at src/assets/careers/bench.jpg, or correct the path (it is relative to this file)',
  },
  yamlSyntax: {
    file: 'src/content/careers/roles.yaml',
    line: 5,
    field: '(syntax)',
    what: 'the file cannot be read: bad indentation',
    fix: 'line the field up with the fields above it',
  },
  escaping: {
    file: 'src/content/odd, name: 100%.yaml',
    line: 3,
    field: 'price: a, b',
    what: 'is 100% wrong: "a, b"\r\nsecond line',
    fix: 'write it as: 5,000%',
  },
};

/** The lines a call writes to stdout, where @actions/core writes its workflow commands. */
function written(run: () => void): string[] {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => chunks.push(String(chunk)) > 0);
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('').split('\n').slice(0, -1);
}

describe('githubAnnotation: one problem as a GitHub workflow command', () => {
  it('gives these exact lines for five kinds of mistakes', () => {
    expect(written(() => Object.values(problems).slice(0, 5).forEach(githubAnnotation))).toEqual([
      '::error title=Content check%3A titel,file=src/content/blog/workshop.md,line=2::titel  is not a field here, so "title" is missing  → did you mean "title"? Correct the spelling',
      '::error title=Content check%3A colour,file=src/content/blog/workshop.md,line=5::colour  "tael" is not one of the choices  → did you mean "teal"? must be one of: brand, accent, teal',
      '::error title=Content check%3A events[3].start,file=src/content/prime/events.yaml,line=14::events[3].start  2025-13-45 is not a real date: there is no month 13  → write a real date in quotes as "YYYY-MM-DD", e.g. start: "2025-07-08"',
      '::error title=Content check%3A src,file=src/content/careers/gallery.yaml,line=2::src  the picture "../../assets/careers/bench.jpg" does not exist  → put the picture at src/assets/careers/bench.jpg, or correct the path (it is relative to this file)',
      '::error title=Content check%3A (syntax),file=src/content/careers/roles.yaml,line=5::(syntax)  the file cannot be read: bad indentation  → line the field up with the fields above it',
    ]);
  });

  it('escapes %, \\r and \\n in the message, and also : and , in the file and title', () => {
    expect(written(() => githubAnnotation(problems.escaping))).toEqual([
      '::error title=Content check%3A price%3A a%2C b,file=src/content/odd%2C name%3A 100%25.yaml,line=3::' +
        'price: a, b  is 100%25 wrong: "a, b"%0D%0Asecond line  → write it as: 5,000%25',
    ]);
  });

  it('writes each annotation on one line, whatever the message holds', () => {
    for (const problem of Object.values(problems)) expect(written(() => githubAnnotation(problem))).toHaveLength(1);
  });

  it("gives the check's warning lines as warnings on their file", () => {
    expect(
      written(() =>
        githubWarning(
          'src/content/learning/batches.yaml  warning  nothing is ahead on 2026-01-01 for the batch schedule: it says so  → add a batch',
        ),
      ),
    ).toEqual([
      '::warning title=Content check warning,file=src/content/learning/batches.yaml::nothing is ahead on 2026-01-01 for the batch schedule: it says so  → add a batch',
    ]);
  });
});

describe('githubSummary: the job summary for an editor', () => {
  const screenOf = screenFinder({
    collections: [
      { name: 'blog', label: 'Blog posts', folder: 'src/content/blog' },
      {
        name: 'careers',
        label: 'Careers',
        files: [{ label: 'Life at Ematix photos', file: 'src/content/careers/gallery.yaml' }],
      },
    ],
  });

  it('finds the web editor screen of a file: a folder, a listed file, a new file beside listed ones', () => {
    expect(screenOf('src/content/blog/workshop.md')).toEqual(['Blog posts']);
    expect(screenOf('src/content/careers/gallery.yaml')).toEqual(['Careers', 'Life at Ematix photos']);
    expect(screenOf('src/content/careers/new.yaml')).toEqual(['Careers']);
    expect(screenOf('src/content/elsewhere/x.yaml')).toBeUndefined();
  });

  it('says for each mistake what is wrong, where, how to fix it, and how in the web editor', () => {
    const summary = githubSummary([problems.wrongChoice, problems.missingPicture], [], {
      blob: 'https://github.com/owner/site/blob/abc123',
      screenOf,
    });
    expect(summary).toContain('## Content check: 2 mistakes in 2 files');
    expect(summary).toContain(
      [
        '### 1. `src/content/blog/workshop.md`, [line 5](https://github.com/owner/site/blob/abc123/src/content/blog/workshop.md#L5)',
        '',
        '- **What is wrong:** `colour` "tael" is not one of the choices',
        '- **How to fix it:** did you mean "teal"? must be one of: brand, accent, teal',
        '- **In the web editor:** open the web editor at /admin/, choose "Blog posts", open the entry, correct the field `colour` and save.',
      ].join('\n'),
    );
    expect(summary).toContain('choose "Careers", then "Life at Ematix photos"');
  });

  it("sends a mistake the web editor cannot show (syntax, a misspelt field) to GitHub's own editor", () => {
    const summary = githubSummary([problems.yamlSyntax, problems.unknownField], [], { screenOf });
    expect(summary.match(/the web editor cannot show this mistake: fix it on GitHub/g)).toHaveLength(2);
    expect(summary).toContain('### 1. `src/content/careers/roles.yaml`, line 5');
  });

  it('keeps Markdown out of the texts and each item on one line', () => {
    const summary = githubSummary([
      problems.escaping,
      { ...problems.wrongChoice, what: 'has *stars*, <b>tags</b> and a | bar' },
    ]);
    expect(summary).toContain('is 100% wrong: "a, b" second line');
    expect(summary).toContain('has \\*stars\\*, \\<b\\>tags\\</b\\> and a \\| bar');
  });
});

describe('npm run content:check on GitHub Actions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-github-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one ::error per mistake on its file and line, and appends a readable summary', async () => {
    // A copy with two posts: one with a misspelt field (titel), one with a wrong choice.
    const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;
    const expected: { file: string; line: number }[] = [];
    mkdirSync(join(dir, 'src/content/blog'), { recursive: true });
    for (const [name, start] of [
      ['blog-unknown-field.md', 'titel:'],
      ['blog-enum-typo.md', 'colour:'],
    ]) {
      const file = `src/content/blog/github-${name.replace('blog-', '')}`;
      const text = readFileSync(join(fixtures, name), 'utf8')
        .replace(/^id: 42$/m, `id: ${90 + name.length}`)
        .replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title} (${name})"`);
      writeFileSync(join(dir, file), text);
      expected.push({ file, line: lineOf(text, start) });
    }
    const summaryFile = join(dir, 'summary.md');
    writeFileSync(summaryFile, '# Earlier step\n');
    // No commit to link to (on a real run the line numbers link to the file on GitHub).
    const env = { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile, GITHUB_SHA: '' };
    const failed = await promisify(execFile)(
      'node_modules/.bin/vite-node',
      ['scripts/content-check.ts', '--overlay', dir],
      {
        cwd: projectRoot,
        env,
      },
    ).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const annotations = failed!.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toHaveLength(expected.length);
    for (const { file, line } of expected)
      expect(
        annotations.filter((a) => a.startsWith('::error ') && a.includes(`,file=${file},line=${line}::`)),
      ).toHaveLength(1);
    expect(failed!.stdout).not.toMatch(/^src\/content\/\S+:\d+ {2}/m);

    const summary = readFileSync(summaryFile, 'utf8');
    expect(summary.startsWith('# Earlier step\n'), 'appended, not overwritten').toBe(true);
    expect(summary).toContain('## Content check: 2 mistakes in 2 files');
    for (const { file, line } of expected) expect(summary).toContain(`\`${file}\`, line ${line}`);
    expect(summary.match(/- \*\*What is wrong:\*\* /g)).toHaveLength(2);
    expect(summary.match(/- \*\*How to fix it:\*\* /g)).toHaveLength(2);
    const blogScreen = cmsScreens.find((screen) => screen.folder === 'src/content/blog')!.label;
    expect(summary).toContain(`open the web editor at /admin/, choose "${blogScreen}"`);
  }, 60_000);
});
