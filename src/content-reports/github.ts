/**
 * The content check's problems in GitHub Actions' words (`npm run content:check` on a runner, or with --github): one
 * annotation per problem on the file's line, which GitHub shows there (a pull request's "Files changed", the commit)
 * and in the run, written and escaped by GitHub's own toolkit (@actions/core, as withastro/docs does), plus a short
 * job summary in Markdown for an editor.
 */
import * as core from '@actions/core';
import type { Problem } from '../content-model/check';

/** The terminal line's words after `file:line`: `field  what is wrong  → how to fix it`. */
const words = (problem: Problem) => `${problem.field}  ${problem.what}  → ${problem.fix}`.replace(/\*\*/g, '');

/** One problem as a GitHub annotation on its file and line (a `::error` line on stdout). */
export function githubAnnotation(problem: Problem): void {
  core.error(words(problem), { file: problem.file, startLine: problem.line, title: `Content check: ${problem.field}` });
}

/** One of the check's warning lines (`file  warning  what  → fix`, see upcoming.ts) as a GitHub warning on the file. */
export function githubWarning(line: string): void {
  const match = /^(\S+) {2}warning {2}([\s\S]*)$/.exec(line);
  core.warning(match ? match[2]! : line, { file: match?.[1], title: 'Content check warning' });
}

/** Text safe inside Markdown (no accidental emphasis, links, tags or table cells), on one line. */
const md = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
/** A file or field name as Markdown code, on one line. */
const code = (text: string) => `\`${text.replace(/[`\r\n]/g, '')}\``;

/** The web editor's menu entries that lead to a file, e.g. ["Blog posts"] or ["Site settings", "Menus"], if any. */
export type ScreenOf = (file: string) => string[] | undefined;

/** The web editor's screens (public/admin/config.yml, parsed) as a ScreenOf. */
export function screenFinder(config: unknown): ScreenOf {
  type Screen = { label?: string; folder?: string; files?: { label?: string; file?: string }[] };
  const screens = ((config as { collections?: Screen[] })?.collections ?? []).filter((s) => s.label);
  const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
  return (file) => {
    for (const screen of screens) {
      if (screen.folder && file.startsWith(`${screen.folder.replace(/\/$/, '')}/`)) return [screen.label!];
      const own = screen.files?.find((f) => f.file === file);
      if (own) return [screen.label!, own.label ?? file];
    }
    // A file the configuration does not list yet (a new page): the screen of the files beside it.
    const near = screens.find((s) => s.files?.some((f) => f.file && folderOf(f.file) === folderOf(file)));
    return near && [near.label!];
  };
}

/** Where an editor can see the file on GitHub (the run's repository and commit), e.g. a link to the line. */
export interface Where {
  /** e.g. "https://github.com/owner/name/blob/<sha>" (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_SHA). */
  blob?: string;
  screenOf?: ScreenOf;
}

/** Problems the web editor cannot show: the file cannot be read, or the field is not one of its fields. */
const onlyOnGitHub = (p: Problem) =>
  /^\((syntax|front matter|file)\)$/.test(p.field) || /^is not a field here/.test(p.what);

/** How to fix one problem in the web editor (/admin/), in plain words. */
function inEditor(problem: Problem, screenOf?: ScreenOf): string {
  if (onlyOnGitHub(problem))
    return 'the web editor cannot show this mistake: fix it on GitHub (open the file, then the pencil "Edit this file"), or in a copy of the repository.';
  const screen = screenOf?.(problem.file);
  const where = screen
    ? `choose ${screen.map((label) => `"${md(label)}"`).join(', then ')}`
    : `find the screen that edits ${code(problem.file)}`;
  return `open the web editor at /admin/, ${where}, open the entry, correct ${problem.field.startsWith('(') ? 'it' : `the field ${code(problem.field)}`} and save.`;
}

/** The job summary in Markdown: what is wrong, where, how to fix it, and how in the web editor. */
export function githubSummary(
  problems: readonly Problem[],
  warnings: readonly string[] = [],
  where: Where = {},
): string {
  if (problems.length === 0) {
    const lines = ['## Content check: all content files are fine', ''];
    if (warnings.length > 0)
      lines.push(
        'Warnings only (the site builds):',
        '',
        ...warnings.map((w) => {
          const [file, rest] = w.split(/ {2}warning {2}/);
          return rest === undefined ? `- ${md(w)}` : `- ${code(file)}: ${md(rest)}`;
        }),
        '',
      );
    return lines.join('\n');
  }
  const fileCount = new Set(problems.map((p) => p.file)).size;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [
    `## Content check: ${plural(problems.length, 'mistake')} in ${plural(fileCount, 'file')}`,
    '',
    "The host's build stops at the same mistakes: the live site keeps its last good version until they are fixed. " +
      'Each one is also marked on its line: in a pull request under "Files changed", on a commit beside the file.',
    '',
  ];
  problems.forEach((p, i) => {
    const line = where.blob ? `[line ${p.line}](${where.blob}/${encodeURI(p.file)}#L${p.line})` : `line ${p.line}`;
    lines.push(
      `### ${i + 1}. ${code(p.file)}, ${line}`,
      '',
      `- **What is wrong:** ${p.field.startsWith('(') ? '' : `${code(p.field)} `}${md(p.what)}`,
      `- **How to fix it:** ${md(p.fix)}`,
      `- **In the web editor:** ${inEditor(p, where.screenOf)}`,
      '',
    );
  });
  lines.push(
    'After the fix is saved (committed), the check runs again by itself. docs/fields.md describes every field.',
    '',
  );
  return lines.join('\n');
}
