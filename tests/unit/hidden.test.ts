/**
 * Hidden entries (`hidden: true`) stay in their files and reach no page: the collections' loader stores neither a
 * hidden entry of a list file nor a hidden item of a list inside an entry, and the content check reports a
 * reference or a link to a hidden entry as it does one to a draft.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { LoaderContext } from 'astro/loaders';
import { isHidden, withoutHidden } from '../../src/lib/content/published';
import { newReading, readCollection } from '../../src/content-model/read';
import { file } from '../../src/content-model/define';
import { contentCheck, projectRoot } from '../support/content-check';

describe('withoutHidden', () => {
  it('leaves out hidden items of lists at any depth and keeps everything else as it was', () => {
    const data = {
      title: 'A page',
      hidden: false,
      cards: [
        { title: 'shown', hidden: false, tags: ['a', 'b'] },
        { title: 'hidden', hidden: true },
        { title: 'also shown', items: [{ q: 'kept' }, { q: 'gone', hidden: true }] },
      ],
      when: new Date('2025-03-01'),
    };
    expect(withoutHidden(data)).toEqual({
      title: 'A page',
      hidden: false,
      cards: [
        { title: 'shown', hidden: false, tags: ['a', 'b'] },
        { title: 'also shown', items: [{ q: 'kept' }] },
      ],
      when: new Date('2025-03-01'),
    });
    expect(isHidden({ hidden: true })).toBe(true);
    expect(isHidden({ hidden: 'true' })).toBe(false);
    expect(isHidden(null)).toBe(false);
  });
});

describe('reading a collection', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hidden-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives pages no hidden entry of a list file and no hidden item of a list inside an entry', async () => {
    const list = join(dir, 'list.yaml');
    const entries = [
      { id: 'shown', hidden: false, faq: [{ q: 'kept' }, { q: 'gone', hidden: true }] },
      { id: 'off', hidden: true, faq: [{ q: 'never' }] },
      { id: 'plain' },
    ];
    writeFileSync(list, stringify(entries));
    const stored = new Map<string, { id: string; data: Record<string, unknown> }>();
    const store = {
      set: (entry: { id: string; data: Record<string, unknown> }) => (stored.set(entry.id, entry), true),
      delete: (id: string) => void stored.delete(id),
      clear: () => stored.clear(),
      get: (id: string) => stored.get(id),
      has: (id: string) => stored.has(id),
      keys: () => [...stored.keys()],
      values: () => [...stored.values()],
      entries: () => [...stored.entries()],
      addModuleImport: () => {},
    };
    const logger = { info() {}, warn() {}, error() {}, debug() {}, label: 'test' } as Record<string, unknown>;
    logger.fork = () => logger;
    const context = {
      collection: 'list',
      store,
      meta: new Map(),
      logger,
      config: { root: pathToFileURL(`${dir}/`), site: undefined },
      parseData: async ({ data }: { data: Record<string, unknown> }) => data,
      generateDigest: () => 'digest',
      watcher: undefined,
    } as unknown as LoaderContext;
    await readCollection('list', { loader: file('list.yaml') }, context, newReading());
    expect([...stored.keys()]).toEqual(['shown', 'plain']);
    expect(stored.get('shown')!.data.faq).toEqual([{ q: 'kept' }]);
  });
});

describe('the content check', () => {
  it('reports a reference and a link to a hidden event, as it does a draft', async () => {
    const { checkContent, formatProblem } = await contentCheck();
    const events = 'src/content/prime/events.yaml';
    const { entries } = await checkContent({ root: projectRoot });
    // An event another file names (a page's `event:`) and one whose page a link may lead to.
    const named = entries.find((entry) => entry.collection === 'pages' && typeof entry.raw.event === 'string')!;
    const id = String(named.raw.event);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(join(projectRoot, events), 'utf8').replace(
      new RegExp(`^(\\s*)- id: ${id}$`, 'm'),
      `$1- id: ${id}\n$1  hidden: true`,
    );
    expect(text).toContain('hidden: true');
    const link = `Read [the event](/ematixprime/events/${id}).`;
    const faq = 'src/content/faqs/conference.yaml';
    const faqText = readFileSync(join(projectRoot, faq), 'utf8').replace(
      /(\n\s+answer: )/,
      `$1${JSON.stringify(link)} #`,
    );
    const { problems } = await checkContent({ root: projectRoot, overlay: { [events]: text, [faq]: faqText } });
    const lines = problems.map(formatProblem);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${named.file}:\\d+ +event +"${id}" is hidden \\(hidden: true in ${events}:\\d+\\)`),
        ),
        expect.stringMatching(new RegExp(`^${faq}:\\d+ .*"/ematixprime/events/${id}" is hidden`)),
      ]),
    );
  });
});
