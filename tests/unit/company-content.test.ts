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
import { entries, entryData } from '../support/content';
import { routes as registry } from '../support/routes';

const read = (path: string) => parse(readFileSync(new URL(`../../src/content/${path}`, import.meta.url), 'utf8'));
// Images are checked by Astro's own image() at build time; here any value stands in for it.
const context = { image: () => z.any() } as unknown as Parameters<typeof projectSchema>[0];
const routes = new Set(registry.map((route) => route.id));
const pathOf = (href: string) => href.split(/[?#]/)[0];

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
      title: 'App development',
      description: 'x',
      image: { src: 'a.jpg', alt: 'A phone showing an app' },
      path: '/services/android-development',
      cards: [{ title: 'A', description: 'b', icon: 'code' }],
    };
    expect(messages(serviceCategorySchema(context).safeParse(category)).join()).toMatch(/pathLabel is required/);
    expect(serviceCategorySchema(context).safeParse({ ...category, pathLabel: 'Prices' }).success).toBe(true);
  });

  it('rejects empty steps and page text', () => {
    expect(messages(stepSchema.safeParse({ title: ' ', description: 'x' })).join()).toMatch(/title: must not be empty/);
    expect(messages(companyPageSchema.safeParse({ introHeading: 'x', intro: 'y' })).join()).toMatch(
      /cta: Required|cta/,
    );
  });

  it('catches an unquoted comma in a one-line technology entry', () => {
    const project = read('projects/hrm.yaml');
    const broken = { ...project, technology: [parse('{ name: MySQL, use: Employee, attendance and leave records }')] };
    expect(messages(projectSchema(context).safeParse(broken)).join()).toMatch(/unexpected field/);
  });
});

describe('content', () => {
  it('has service categories, each id once', () => {
    const ids = (read('services/categories.yaml') as { id: string }[]).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every service category and card links to a page the site has', () => {
    for (const category of read('services/categories.yaml') as {
      id: string;
      path?: string;
      cards: { title: string; path?: string }[];
    }[]) {
      const data = serviceCategorySchema(context).parse(category);
      if (data.path) expect(routes, `${category.id}: ${data.path}`).toContain(pathOf(data.path));
      for (const card of data.cards)
        if (card.path) expect(routes, `${card.title}: ${card.path}`).toContain(pathOf(card.path));
    }
  });

  it('the page texts parse and their related links exist', () => {
    for (const file of [
      'services/service.page.yaml',
      'services/software-development.page.yaml',
      'partner/partner.page.yaml',
    ]) {
      const page = companyPageSchema.parse(read(file));
      for (const item of page.related)
        if (item.href.startsWith('/')) expect(routes, `${file}: ${item.href}`).toContain(pathOf(item.href));
    }
  });

  it('has industries, partner benefits, partner steps and project modules, none empty, each named once', async () => {
    const data = async <T>(collection: string) => (await entries<T>(collection)).map((entry) => entry.data);
    const names = async (collection: string) =>
      (await data<{ name?: string; title?: string }>(collection)).map((item) => item.name ?? item.title ?? '');
    const enterprise = await entryData<{ industries: { name: string }[] }>('pages', '/enterprise');
    const lists: [string, string[]][] = [
      ['/enterprise industries', enterprise.industries.map((industry) => industry.name)],
      ['partnerBenefits', await names('partnerBenefits')],
      ['partnerSteps', await names('partnerSteps')],
    ];
    for (const [where, list] of lists) {
      expect(list.length, where).toBeGreaterThan(0);
      expect(new Set(list).size, `${where}: a name used twice`).toBe(list.length);
    }
    for (const project of await entries<{ modules: { title: string }[] }>('projects')) {
      expect(project.data.modules.length, project.id).toBeGreaterThan(0);
    }
  });

  it('the four projects parse and are listed as routes', () => {
    for (const id of ['hrm', 'ubs', 'vsc', 'dconnect']) {
      expect(projectSchema(context).safeParse(read(`projects/${id}.yaml`)).success, id).toBe(true);
      expect(routes).toContain(`/${id}`);
    }
  });
});
