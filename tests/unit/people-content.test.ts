/**
 * Checks on the careers and blog content that the schemas cannot make on their own: a published post with text, the
 * blog's template, at least one open role, one set of facts per person. Content is read through the real schemas
 * (tests/support/content.ts).
 */
import { describe, expect, it } from 'vitest';
import { careerRoleSchema } from '../../src/content-model/schemas/careers';
import { entries, entryData, published } from '../support/content';
import { contentCheck, projectRoot } from '../support/content-check';
import { templateTools } from '../support/templates';

const posts = await entries<{ draft: boolean; date: string }>('blog');

describe('blog posts', () => {
  it('are there, each with a body', async () => {
    const live = await published('blog');
    expect(live.length, 'the blog needs at least one published post').toBeGreaterThan(0);
    for (const post of posts) expect((post.body ?? '').trim().length, `${post.file} has no text`).toBeGreaterThan(0);
  });

  it('ship a template that passes the check once filled in and stays out of the collection', async () => {
    const { templates, fromTemplate } = await templateTools();
    const template = templates().find((t) => t.folder === 'src/content/blog');
    expect(template, 'src/content/blog/_template.md').toBeDefined();
    expect(posts.some((post) => post.file === template!.file)).toBe(false);
    const made = fromTemplate(
      template!,
      posts.map((post) => post.id),
    );
    const { checkContent, formatProblem } = await contentCheck();
    const { problems } = await checkContent({ root: projectRoot, overlay: { [made.file]: made.text } });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe('careers content', () => {
  // The schema wants benefit tiles, each role's place, and each title once; an empty list of roles it allows.
  it('lists at least one open role', async () => {
    const { roles } = await entryData<{ roles: unknown[] }>('pages', '/careers');
    expect(roles.length).toBeGreaterThan(0);
  });

  it('explains a wrong work mode in editor words', () => {
    const result = careerRoleSchema.safeParse({
      title: 'X',
      location: 'Salem',
      workMode: 'hybrid',
      employment: 'Full-time',
      description: 'Y',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'workMode: must be "on-site" or "remote"',
    ]);
  });
});

describe('people across the content', () => {
  it('one person, one set of facts: a name given in several places always names the same organisation', async () => {
    const { content } = await import('../support/content');
    type Seen = { organisation: string; file: string };
    const byName = new Map<string, Seen[]>();
    // Every object with a name and an organisation, in any collection, at any depth.
    const visit = (value: unknown, file: string) => {
      if (Array.isArray(value)) return value.forEach((item) => visit(item, file));
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      const organisation = record.organisation ?? record.organization ?? record.company;
      if (typeof record.name === 'string' && typeof organisation === 'string') {
        const key = record.name
          .replace(/^(Dr|Mr|Ms|Mrs|Prof)\.\s*/i, '')
          .trim()
          .toLowerCase();
        byName.set(key, [...(byName.get(key) ?? []), { organisation, file }]);
      }
      Object.values(record).forEach((child) => visit(child, file));
    };
    for (const list of (await content()).values()) for (const entry of list) visit(entry.data, entry.file);
    // "PSG College of Arts and Science, Coimbatore" and "PSG College of Arts and Science" are the same place.
    const place = (organisation: string) => organisation.split(',')[0].trim().toLowerCase();
    const contradictions = [...byName].filter(([, seen]) => new Set(seen.map((s) => place(s.organisation))).size > 1);
    expect(
      contradictions.map(([name, seen]) => `${name}: ${seen.map((s) => `${s.organisation} (${s.file})`).join(' / ')}`),
      'the same name at two organisations: rename one (they are different people) or give the same facts',
    ).toEqual([]);
    expect(byName.size, 'people with an organisation were found').toBeGreaterThan(0);
  });
});
