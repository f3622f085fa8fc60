/**
 * `npm run content:check [-- --json] [-- --overlay <folder>] [-- --github]`: checks all content and prints one line
 * per problem. On GitHub Actions (GITHUB_ACTIONS=true) or with --github, each problem is a GitHub annotation on its
 * file and line instead, and a summary for editors is appended to the file named by GITHUB_STEP_SUMMARY (github.ts).
 * --overlay checks the project as if the files under <folder> (laid out like the project) were in place; repeat it
 * to check several variants in one run (the bad-content tests do). Exit code 1 when anything is wrong.
 * `npm run content:generate` (--generate) rewrites what is generated from the schemas: the field reference,
 * docs/fields.md, and the web editor's configuration, public/admin/config.yml.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { checkContent, formatProblem, type CheckResult, type Problem } from '../../src/content-model/check';
import { githubAnnotation, githubSummary, githubWarning, screenFinder } from '../../src/content-reports/github';
import { buildReference, cmsConfigYaml, readForDocs } from './docs';
import { upcomingWarnings } from '../../src/content-reports/upcoming';
import { siteToday } from '../../src/lib/time/today';

/** Every file under `folder`, by its path relative to the folder. */
const overlayOf = (folder: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((path) => statSync(join(folder, path)).isFile())
      .map((path) => [path.split(sep).join('/'), readFileSync(join(folder, path), 'utf8')]),
  );

/** On GitHub Actions: each problem and warning as an annotation, and the summary for the run's page. */
function reportOnGitHub(root: string, problems: Problem[], warnings: string[]) {
  for (const problem of problems) githubAnnotation(problem);
  for (const warning of warnings) githubWarning(warning);
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (!summary) return;
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = process.env;
  const config = join(root, 'public/admin/config.yml');
  appendFileSync(
    summary,
    githubSummary(problems, warnings, {
      blob: server && repo && sha ? `${server}/${repo}/blob/${sha}` : undefined,
      screenOf: existsSync(config)
        ? screenFinder(parse(readFileSync(config, 'utf8'), { maxAliasCount: -1 }))
        : undefined,
    }) + '\n',
  );
}

export async function main(argv: string[], root: string): Promise<number> {
  if (argv.includes('--generate')) {
    const content = await readForDocs(root);
    const { markdown, undocumented } = buildReference(content);
    writeFileSync(join(root, 'docs/fields.md'), markdown);
    console.log('docs/fields.md: field reference written.');
    writeFileSync(join(root, 'public/admin/config.yml'), cmsConfigYaml(content));
    console.log('public/admin/config.yml: web editor configuration written.');
    if (undocumented.length > 0)
      console.log(`Fields without a description in their schema (add .describe('…')):\n  ${undocumented.join('\n  ')}`);
    return 0;
  }
  const json = argv.includes('--json');
  const github = !json && (argv.includes('--github') || process.env.GITHUB_ACTIONS === 'true');
  const overlays = argv.flatMap((arg, i) => (arg === '--overlay' && argv[i + 1] ? [resolve(argv[i + 1])] : []));
  const started = performance.now();
  if (overlays.length > 0) {
    const results: { overlay: string; problems: CheckResult['problems'] }[] = [];
    for (const folder of overlays) {
      const result = await checkContent({ root, overlay: overlayOf(folder) });
      results.push({ overlay: relative(root, folder).split(sep).join('/'), problems: result.problems });
    }
    if (json) console.log(JSON.stringify(results, null, 1));
    else if (github)
      reportOnGitHub(
        root,
        results.flatMap((r) => r.problems),
        [],
      );
    else
      for (const r of results)
        console.log(`${r.overlay}:\n${r.problems.map((p) => `  ${formatProblem(p)}`).join('\n') || '  no problems'}`);
    return results.some((r) => r.problems.length > 0) ? 1 : 0;
  }
  const result = await checkContent({ root });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (json) {
    // Processor time of the whole run (start-up and bundling included): what the check costs, whatever the load.
    const cpu = process.cpuUsage();
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(
      JSON.stringify(
        {
          problems: result.problems.map((p) => ({ ...p, text: formatProblem(p) })),
          files: result.files,
          entries: result.entries.length,
          seconds: Number(seconds),
          cpuSeconds,
        },
        null,
        1,
      ),
    );
    return result.problems.length > 0 ? 1 : 0;
  }
  if (result.problems.length === 0) {
    console.log(
      `Content check: ${result.entries.length} entries in ${result.files} files (${result.collections} collections) are fine (${seconds} s).`,
    );
    const warnings = upcomingWarnings(result.entries, siteToday());
    if (github) reportOnGitHub(root, [], warnings);
    else if (warnings.length > 0)
      console.log(
        `\n${warnings.join('\n')}\n(Warnings only: the site builds. Preview another day with SITE_TODAY=YYYY-MM-DD.)`,
      );
    return 0;
  }
  if (github) reportOnGitHub(root, result.problems, []);
  else for (const problem of result.problems) console.error(formatProblem(problem));
  const fileCount = new Set(result.problems.map((p) => p.file)).size;
  console.error(
    `\n${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${fileCount} file${fileCount === 1 ? '' : 's'}. ` +
      (github
        ? "Each is marked on its file and line; the run's summary says how to fix it. "
        : 'Fix each line above (file:line  field  what is wrong  → how to fix it), then run `npm run content:check` again. ') +
      'docs/fields.md describes every field.',
  );
  return 1;
}
