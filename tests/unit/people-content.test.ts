/**
 * Checks on the careers and blog content that the schemas cannot make on their own: post numbers used once, the
 * counts SPEC §2 fixes (six posts, six benefits, four roles), and the role titles the job-role choices depend on.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blogSchema } from '../../src/content-model/schemas/blog';
import { careerBenefitSchema, careerRoleSchema } from '../../src/content-model/schemas/careers';

const blogDir = 'src/content/blog';
const frontMatter = (file: string) => {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(blogDir, file), 'utf8'));
  if (!match) throw new Error(`${file}: no front matter between --- lines`);
  return { data: parse(match[1]) as Record<string, unknown>, body: match[2] };
};
const postFiles = readdirSync(blogDir).filter((name) => name.endsWith('.md') && !name.startsWith('_'));

describe('blog posts', () => {
  const posts = postFiles.map((file) => ({ file, ...frontMatter(file) }));

  it('are six published posts (SPEC §2), each valid, with a body', () => {
    const published = posts.filter((post) => !blogSchema.parse(post.data).draft);
    expect(published).toHaveLength(6);
    for (const post of posts) expect(post.body.trim().length, `${post.file} has no text`).toBeGreaterThan(200);
  });

  it('use each post number once', () => {
    const ids = posts.map((post) => post.data.id);
    expect(new Set(ids).size, `post numbers used twice: ${ids.join(', ')}`).toBe(ids.length);
  });

  it('write dates in quotes, so the YAML parser cannot roll an impossible date over', () => {
    for (const post of posts) expect(typeof post.data.date, `${post.file}: date must be in quotes`).toBe('string');
  });

  it('ship a template that is valid once filled in and stays out of the collection', () => {
    const template = frontMatter('_template.md');
    expect(() => blogSchema.parse(template.data)).not.toThrow();
    expect(blogSchema.parse(template.data).draft).toBe(true);
  });
});

describe('careers content', () => {
  it('has six benefit tiles', () => {
    const benefits = parse(readFileSync('src/content/careers/benefits.yaml', 'utf8')) as unknown[];
    expect(benefits.map((b) => careerBenefitSchema.parse(b))).toHaveLength(6);
  });

  it('lists the four roles of SPEC §2 in order, with their places', () => {
    const roles = (parse(readFileSync('src/content/careers/roles.yaml', 'utf8')) as unknown[]).map((r) => careerRoleSchema.parse(r));
    expect(roles.map((r) => r.title)).toEqual(['Non-Voice Process Executive', 'Web Developer Intern', 'UI/UX Developer', 'PCB Designer Intern']);
    expect(roles.map((r) => r.workMode)).toEqual(['on-site', 'on-site', 'remote', 'on-site']);
    for (const role of roles.filter((r) => r.workMode === 'on-site')) expect(role.location).toMatch(/Salem/);
  });

  it('explains a wrong work mode in editor words', () => {
    const result = careerRoleSchema.safeParse({ title: 'X', location: 'Salem', workMode: 'hybrid', employment: 'Full-time', description: 'Y' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['workMode: must be "on-site" or "remote"']);
  });
});
