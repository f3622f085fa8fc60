/**
 * The bad-content corpus made concrete (tests/fixtures/bad-content/cases.ts): for a case, the broken file's text and
 * the line its problem must be reported on. Shared by the content check's unit test (bad-content.test.ts) and the
 * real `astro build` runs over the same cases (editor-errors.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isNode, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { BadContentCase } from '../fixtures/bad-content/cases';
import { contentCheck, projectRoot } from './content-check';

export { projectRoot };
export const fixtures = join(projectRoot, 'tests/fixtures/bad-content');
export const real = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
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
export async function fixture(name: string, idOf: string | undefined): Promise<{ text: string; real: string }> {
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
export async function make(
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
