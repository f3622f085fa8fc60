/**
 * Checks on the careers and blog content that the schemas cannot make on their own: post numbers used once, the
 * counts SPEC §2 fixes (at least the six launch posts, six benefits, four roles), and the role titles the job-role
 * choices depend on. Blog content is read through the real schemas (tests/support/content.ts).
 */
import { describe, expect, it } from 'vitest';
import { careerRoleSchema } from '../../src/content-model/schemas/careers';
import { duplicates, entries, published } from '../support/content';
import { contentCheck, projectRoot } from '../support/content-check';
import { templateTools } from '../support/templates';

const posts = await entries<{ id: number; draft: boolean; date: string }>('blog');

describe('blog posts', () => {
  it('are at least the six posts SPEC §2 launched the blog with, each with a body (editors add more)', async () => {
    const live = await published('blog');
    expect(live.length, 'SPEC §2 fixes six posts at launch; editors may add posts, never go below six').toBeGreaterThanOrEqual(6);
    for (const post of posts) expect((post.body ?? '').trim().length, `${post.file} has no text`).toBeGreaterThan(200);
  });

  it('use each post number once', () => {
    const ids = posts.map((post) => post.data.id);
    expect(duplicates(ids), `post numbers used twice: ${ids.join(', ')}`).toEqual([]);
  });

  it('ship a template that passes the check once filled in and stays out of the collection', async () => {
    const { templates, fromTemplate } = await templateTools();
    const template = templates().find((t) => t.folder === 'src/content/blog');
    expect(template, 'src/content/blog/_template.md').toBeDefined();
    expect(posts.some((post) => post.file === template!.file)).toBe(false);
    const made = fromTemplate(template!, posts.map((post) => post.data.id));
    const { checkContent, formatProblem } = await contentCheck();
    const { problems } = await checkContent({ root: projectRoot, overlay: { [made.file]: made.text } });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe('careers content', () => {
  it('has six benefit tiles', async () => {
    const benefits = await entries('careerBenefits');
    expect(benefits.length, 'SPEC §2: six benefit tiles').toBe(6);
  });

  it('lists the four roles of SPEC §2 in order, with their places', async () => {
    const roles = (await entries<{ title: string; workMode: string; location: string }>('careerRoles')).map((r) => r.data);
    expect(roles.map((r) => r.title), 'SPEC §2: the four roles, in order').toEqual([
      'Non-Voice Process Executive',
      'Web Developer Intern',
      'UI/UX Developer',
      'PCB Designer Intern',
    ]);
    expect(roles.map((r) => r.workMode), 'SPEC §2: UI/UX Developer is remote, the others in Salem').toEqual(['on-site', 'on-site', 'remote', 'on-site']);
    for (const role of roles.filter((r) => r.workMode === 'on-site')) expect(role.location).toMatch(/Salem/);
  });

  it('explains a wrong work mode in editor words', () => {
    const result = careerRoleSchema.safeParse({ title: 'X', location: 'Salem', workMode: 'hybrid', employment: 'Full-time', description: 'Y' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['workMode: must be "on-site" or "remote"']);
  });
});
