/**
 * The company pages' schemas and content: editor mistakes are caught with a helpful message, and every link in the
 * content points at a page the site has.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { entries, entryData } from '../support/content';
import { pageFile, pageIssues } from '../support/page-schema';
import { routes as registry } from '../support/routes';

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

type Card = Record<string, unknown>;
type Category = Record<string, unknown> & { cards: Card[] };
/** A copy of the file of the first page of a kind, as written, for a test to break one field of. */
const fileOfKind = (type: string) => structuredClone(pageFile(pages.find((entry) => entry.data.type === type)!.id));

describe('schemas (through the pages collection)', () => {
  it('names the allowed icons when an icon is unknown', () => {
    const service = fileOfKind('service');
    (service.categories as Category[])[0].cards[0].icon = 'rocketship';
    expect(pageIssues(service)).toEqual([
      expect.stringMatching(/^categories\.0\.cards\.0\.icon: must be one of the icons .*smartphone/),
    ]);
  });

  it('rejects a service card path that is not a site path', () => {
    const service = fileOfKind('service');
    (service.categories as Category[])[0].cards[0].path = 'service/elearning';
    expect(pageIssues(service).join()).toMatch(
      /categories\.0\.cards\.0\.path: must be a lowercase path inside this site/,
    );
  });

  it('needs a link text when a category has its own page', () => {
    const service = fileOfKind('service');
    const category = (service.categories as Category[])[0];
    delete category.pathLabel;
    category.path = '/services/android-development';
    expect(pageIssues(service)).toEqual([
      expect.stringMatching(/^categories\.0\.pathLabel: pathLabel is required when path is set/),
    ]);
    category.pathLabel = 'Prices';
    expect(pageIssues(service)).toEqual([]);
  });

  it('rejects empty steps and page text', () => {
    const partner = fileOfKind('partner');
    (partner.steps as Card[])[0].title = ' ';
    expect(pageIssues(partner).join()).toMatch(/steps\.0\.title: must not be empty/);
    const withoutCta = fileOfKind('partner');
    delete withoutCta.cta;
    expect(pageIssues(withoutCta)).toEqual(['cta: Required']);
  });

  it('catches an unquoted comma in a one-line technology entry', () => {
    const project = fileOfKind('project');
    project.technology = [parse('{ name: MySQL, use: Employee, attendance and leave records }')];
    expect(pageIssues(project).join()).toMatch(/technology\.0: has an unexpected field/);
  });

  it('names the item whose title another item of the list has', () => {
    const partner = fileOfKind('partner');
    const step = { title: 'Send an enquiry', description: 'x' };
    partner.steps = [step, { ...step, title: ' send an enquiry' }];
    expect(pageIssues(partner)).toEqual([
      'steps.1.title: is used twice in the steps (also item 1): give each its own title',
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
