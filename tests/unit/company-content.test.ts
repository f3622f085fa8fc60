/**
 * The company pages' schemas and content: editor mistakes are caught with a helpful message, and every link in the
 * content points at a page the site has.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  companyPageSchema,
  iconName,
  projectSchema,
  serviceCardSchema,
  serviceCategorySchema,
  stepSchema,
} from '../../src/content-model/schemas/company';
import { uniqueBy } from '../../src/content-model/schemas/shared';
import { entries, entryData } from '../support/content';
import { routes as registry } from '../support/routes';

const read = (path: string) => parse(readFileSync(new URL(`../../src/content/${path}`, import.meta.url), 'utf8'));
// Images are checked by Astro's own image() at build time; here any value stands in for it.
const image = (() => z.any()) as unknown as Parameters<typeof projectSchema>[0];
const routes = new Set(registry.map((route) => route.id));
const pathOf = (href: string) => href.split(/[?#]/)[0];

type Page = { type?: string; related?: { href: string }[]; modules?: { title: string }[] } & Record<string, unknown>;
const pages = await entries<Page>('pages');
const page = async <T>(path: string) => entryData<T>('pages', path);
/** The company pages (the kinds of companyPageKinds but the project pages) and the project pages. */
const companyPages = pages.filter((entry) =>
  ['service', 'software-development', 'enterprise', 'partner'].includes(entry.data.type ?? ''),
);
const projectPages = pages.filter((entry) => entry.data.type === 'project');

const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('schemas', () => {
  it('names the allowed icons when an icon is unknown', () => {
    const result = iconName.safeParse('rocketship');
    expect(result.success).toBe(false);
    expect(messages(result)[0]).toMatch(/must be one of the icons .*smartphone/);
  });

  it('rejects a service card path that is not a site path', () => {
    const result = serviceCardSchema.safeParse({
      title: 'E-learning',
      description: 'x',
      icon: 'book',
      path: 'service/elearning',
    });
    expect(messages(result).join()).toMatch(/path: must be a lowercase path inside this site/);
  });

  it('needs a link text when a category has its own page', () => {
    const category = {
      id: 'android',
      title: 'App development',
      description: 'x',
      image: { src: 'a.jpg', alt: 'A phone showing an app' },
      path: '/services/android-development',
      cards: [{ title: 'A', description: 'b', icon: 'code' }],
    };
    expect(messages(serviceCategorySchema(image).safeParse(category)).join()).toMatch(/pathLabel is required/);
    expect(serviceCategorySchema(image).safeParse({ ...category, pathLabel: 'Prices' }).success).toBe(true);
  });

  it('rejects empty steps and page text', () => {
    expect(messages(stepSchema.safeParse({ title: ' ', description: 'x' })).join()).toMatch(/title: must not be empty/);
    expect(messages(companyPageSchema.safeParse({ introHeading: 'x', intro: 'y' })).join()).toMatch(
      /cta: Required|cta/,
    );
  });

  it('catches an unquoted comma in a one-line technology entry', () => {
    const project = read(`pages${projectPages[0].id}.yaml`);
    const broken = { ...project, technology: [parse('{ name: MySQL, use: Employee, attendance and leave records }')] };
    expect(messages(projectSchema(image).safeParse(broken)).join()).toMatch(/unexpected field/);
  });

  it('names the item whose title another item of the list has', () => {
    const steps = uniqueBy(z.array(stepSchema), 'title', 'the steps');
    const step = { title: 'Send an enquiry', description: 'x' };
    expect(messages(steps.safeParse([step, { ...step, title: ' send an enquiry' }]))).toEqual([
      '1.title: is used twice in the steps (also item 1): give each its own title',
    ]);
  });
});

describe('content', () => {
  it('has service categories, each id once', async () => {
    const ids = (await page<{ categories: { id: string }[] }>('/service')).categories.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every service category and card links to a page the site has', async () => {
    const { categories } = await page<{
      categories: { id: string; path?: string; cards: { title: string; path?: string }[] }[];
    }>('/service');
    for (const category of categories) {
      if (category.path) expect(routes, `${category.id}: ${category.path}`).toContain(pathOf(category.path));
      for (const card of category.cards)
        if (card.path) expect(routes, `${card.title}: ${card.path}`).toContain(pathOf(card.path));
    }
  });

  it('the company pages are there and their related links exist', () => {
    expect(companyPages.map((entry) => entry.data.type).sort()).toEqual([
      'enterprise',
      'partner',
      'service',
      'software-development',
    ]);
    for (const { id, data } of companyPages)
      for (const item of data.related ?? [])
        if (item.href.startsWith('/')) expect(routes, `${id}: ${item.href}`).toContain(pathOf(item.href));
  });

  it('has industries, partner benefits, partner steps and project modules, none empty, each named once', async () => {
    const enterprise = await page<{ industries: { name: string }[] }>('/enterprise');
    const partner = await page<{ benefits: { title: string }[]; steps: { title: string }[] }>('/partner');
    const lists: [string, string[]][] = [
      ['/enterprise industries', enterprise.industries.map((industry) => industry.name)],
      ['/partner benefits', partner.benefits.map((benefit) => benefit.title)],
      ['/partner steps', partner.steps.map((step) => step.title)],
      ...projectPages.map(({ id, data }): [string, string[]] => [
        `${id} modules`,
        (data.modules ?? []).map((module) => module.title),
      ]),
    ];
    for (const [where, list] of lists) {
      expect(list.length, where).toBeGreaterThan(0);
      expect(new Set(list).size, `${where}: a name used twice`).toBe(list.length);
    }
  });

  it('every project page is at the top level, where src/pages/[project].astro serves it', () => {
    expect(projectPages.length).toBeGreaterThan(0);
    for (const { id } of projectPages) expect(id).toMatch(/^\/[a-z0-9-]+$/);
  });
});
