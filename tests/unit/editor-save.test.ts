/**
 * Saving in the web editor changes no content: every YAML file of src/content (read now, so a new file is covered)
 * saved the way Sveltia CMS writes it (tests/support/editor-save.ts: its parser, defaults, field order, empty
 * optional fields left out, double quotes, no `#` notes) gives the site exactly the data the file gives now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../support/cms-config';
import { contentCheck, projectRoot } from '../support/content-check';
import { editorFields, editorSave } from '../support/editor-save';

const yamlFiles = globSync('src/content/**/*.yaml', { cwd: projectRoot }).sort();

/** Each YAML file the web editor edits, as the editor saves it (files starting with "_" are templates, not entries). */
function savedFiles(): Record<string, string> {
  const saved: Record<string, string> = {};
  for (const file of yamlFiles) {
    const fields = editorFields(cmsConfig, file);
    if (!fields) continue;
    saved[file] = editorSave(readFileSync(join(projectRoot, file), 'utf8'), fields, cmsConfig);
  }
  return saved;
}

describe('a save in the web editor', () => {
  it('edits every YAML content file but the templates', () => {
    expect(yamlFiles.filter((file) => !editorFields(cmsConfig, file) && !/\/_[^/]*$/.test(file))).toEqual([]);
  });

  it('leaves the data of every YAML file as it was (no # note carries data)', async () => {
    const { checkContent, formatProblem } = await contentCheck();
    const saved = savedFiles();
    const before = await checkContent({ root: projectRoot });
    const after = await checkContent({ root: projectRoot, overlay: saved });
    expect(after.problems.map(formatProblem)).toEqual([]);
    const yamlEntries = (result: typeof before) =>
      Object.fromEntries(
        result.entries
          .filter((entry) => entry.file in saved)
          .map((entry) => [`${entry.collection} ${entry.id}`, { file: entry.file, data: entry.data }]),
      );
    const expected = yamlEntries(before);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(yamlEntries(after)).toEqual(expected);
    // The saved text has no notes left (so the test is about the editor's output, not the file).
    for (const text of Object.values(saved)) expect(text).not.toMatch(/^\s*#/m);
  });

  it('keeps what a careless serialiser would change: dates, colons, quotes, lines, emoji, Tamil', async () => {
    const { checkContent } = await contentCheck();
    const file = 'src/content/learning/batches.yaml';
    const fields = editorFields(cmsConfig, file)!;
    const original = readFileSync(join(projectRoot, file), 'utf8');
    const { start } = (await checkContent({ root: projectRoot })).entries.find((entry) => entry.file === file)!.raw;
    // Written as an editor writes by hand: plain, single-quoted and block text, and a date in quotes.
    const added = (id: string, text: string) => `- id: ${id}\n  text: ${text}\n  start: "${String(start)}"\n`;
    const text = [
      original.trimEnd(),
      added('colon-and-quotes', `'Note: "quoted" – it''s 10:30 #1, 100% (₹1,180)'`),
      added('emoji-and-tamil', '🚀 தமிழ் பயிற்சி — Tamil batch'),
      added('lines', '|\n    First line: with a colon\n    second line  \n'),
      added('number-like', "'2025'"),
    ].join('\n');
    const saved = editorSave(text, fields, cmsConfig);
    const load = async (content: string) => {
      const { problems, entries } = await checkContent({ root: projectRoot, overlay: { [file]: content } });
      expect(problems).toEqual([]);
      return entries.filter((entry) => entry.file === file).map((entry) => entry.data);
    };
    const before = await load(text);
    expect(before.map((data) => (data as { text: string }).text)).toEqual(
      expect.arrayContaining([
        'Note: "quoted" – it\'s 10:30 #1, 100% (₹1,180)',
        '2025',
        'First line: with a colon\nsecond line',
      ]),
    );
    expect(await load(saved)).toEqual(before);
  });
});
