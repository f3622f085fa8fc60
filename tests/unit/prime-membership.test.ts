/**
 * Ematix-Prime membership: the registration form's field list against SPEC §3/§5, the comparison table's keyboard
 * model and grouping, and the membership content against the counts and figures SPEC fixes.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { registrationFieldsets, registrationHref } from '../../src/lib/forms/registration';
import { groupComparisonRows, tabStopIndex, tableActionForKey } from '../../src/lib/widgets/comparison-table';
import { membershipPlanSchema, membershipPriceSchema } from '../../src/content-model/schemas/prime-membership';
import { faqItem } from '../../src/content-model/schemas/shared';
import { pageIssues } from '../support/page-schema';

const yaml = (path: string) => parse(readFileSync(path, 'utf8'));
const dir = 'src/content/prime/membership';
/** Every field of the form, in page order. */
const registrationFields = registrationFieldsets.flatMap((fieldset) => fieldset.fields);
/** A page's file (src/content/pages/<path>.yaml), where the membership pages keep their lists and text blocks. */
const page = (path: string) => yaml(`src/content/pages${path}.yaml`) as Record<string, unknown>;
const membership = '/ematixprime/membership';
const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('registration form fields (SPEC §3 and §5)', () => {
  const byName = new Map(registrationFields.map((field) => [field.name, field]));

  it('has every field SPEC §3 names, spelled exactly, each once', () => {
    const degree = (prefix: string) =>
      ['Course', 'Department', 'University', 'Institution', 'CompletionStatus', 'Year'].map((s) => `${prefix}${s}`);
    const spec = [
      ...['firstName', 'lastName', 'phone', 'email', 'dob', 'gender', 'nationality', 'state', 'city'],
      ...degree('ug'),
      ...degree('master'),
      ...degree('phd'),
      ...['institutionName', 'address', 'country', 'professionState', 'professionalExp', 'industrialExp'],
      ...['researchArea', 'researchComments'],
    ];
    expect(registrationFields.map((field) => field.name)).toEqual(spec);
    expect(new Set(spec).size).toBe(spec.length);
  });

  it('requires Basic and Undergraduate and nothing else (SPEC §3)', () => {
    for (const fieldset of registrationFieldsets) {
      for (const field of fieldset.fields)
        expect(field.required, `${field.name} in ${fieldset.legend}`).toBe(!fieldset.optional);
    }
    expect(registrationFieldsets.filter((f) => !f.optional).map((f) => f.id)).toEqual(['basic', 'undergraduate']);
  });

  it('uses the input types of SPEC §5 and the choices SPEC §3 gives', () => {
    expect(byName.get('phone')?.type).toBe('tel');
    expect(byName.get('email')?.type).toBe('email');
    expect(byName.get('dob')?.type).toBe('date');
    for (const prefix of ['ug', 'master', 'phd']) {
      expect(byName.get(`${prefix}Year`)?.type).toBe('number');
      expect(byName.get(`${prefix}CompletionStatus`)?.options).toEqual(['Completed', 'Ongoing']);
    }
    expect(byName.get('gender')?.options).toEqual(['Male', 'Female', 'Other']);
    expect(byName.get('researchComments')?.type).toBe('textarea');
    const other = registrationFields.filter(
      (f) =>
        !['phone', 'email', 'dob', 'gender', 'researchComments'].includes(f.name) &&
        !/(Year|CompletionStatus)$/.test(f.name),
    );
    for (const field of other) expect(field.type, field.name).toBe('text');
  });

  it('never turns autocomplete off, and gives the contact fields their autofill tokens', () => {
    for (const field of registrationFields) expect(field.autocomplete ?? '', field.name).not.toMatch(/\boff\b/);
    expect(byName.get('firstName')?.autocomplete).toBe('given-name');
    expect(byName.get('email')?.autocomplete).toBe('email');
    expect(byName.get('phone')?.autocomplete).toBe('tel');
    expect(byName.get('dob')?.autocomplete).toBe('bday');
  });

  it('builds links that choose a plan', () => {
    expect(registrationHref('student-premium')).toBe('/ematixprime/membership/membershipform?plan=student-premium');
    expect(registrationHref()).toBe('/ematixprime/membership/membershipform');
  });
});

describe('comparison table keyboard model', () => {
  it('moves focus with Up and Down, stopping at the ends', () => {
    expect(tableActionForKey('ArrowDown', 0, 3)).toEqual({ kind: 'focus', index: 1 });
    expect(tableActionForKey('ArrowDown', 2, 3)).toEqual({ kind: 'focus', index: 2 });
    expect(tableActionForKey('ArrowUp', 2, 3)).toEqual({ kind: 'focus', index: 1 });
    expect(tableActionForKey('ArrowUp', 0, 3)).toEqual({ kind: 'focus', index: 0 });
  });
  it('goes to the first and last row with Home and End', () => {
    expect(tableActionForKey('Home', 2, 5)).toEqual({ kind: 'focus', index: 0 });
    expect(tableActionForKey('End', 0, 5)).toEqual({ kind: 'focus', index: 4 });
  });
  it('selects the focused row with Enter or Space', () => {
    expect(tableActionForKey('Enter', 1, 3)).toEqual({ kind: 'select', index: 1 });
    expect(tableActionForKey(' ', 2, 3)).toEqual({ kind: 'select', index: 2 });
  });
  it('leaves other keys (Tab, letters, Left/Right) to the browser', () => {
    for (const key of ['Tab', 'a', 'ArrowLeft', 'ArrowRight', 'Escape'])
      expect(tableActionForKey(key, 0, 3)).toBeNull();
  });
  it('refuses impossible positions', () => {
    expect(() => tableActionForKey('ArrowDown', 3, 3)).toThrow(/outside 0–2/);
    expect(() => tableActionForKey('ArrowDown', 0, 0)).toThrow(/at least one row/);
  });
  it('gives Tab focus to the selected row, else the first', () => {
    expect(tabStopIndex(null, 4)).toBe(0);
    expect(tabStopIndex(2, 4)).toBe(2);
    expect(tabStopIndex(9, 4)).toBe(0);
  });
  it('groups rows into numbered sections and names an editor mistake', () => {
    const item = (title: string) => ({ type: 'item' as const, title, standard: '1', prime: '2' });
    const grouped = groupComparisonRows([
      { type: 'section', title: 'A' },
      item('a1'),
      item('a2'),
      { type: 'section', title: 'B' },
      item('b1'),
    ]);
    expect(grouped.map((s) => [s.number, s.title, s.rows.length])).toEqual([
      [1, 'A', 2],
      [2, 'B', 1],
    ]);
    expect(() => groupComparisonRows([item('orphan')])).toThrow(/first row must be a "section" row/);
    expect(() => groupComparisonRows([{ type: 'section', title: 'Empty' }])).toThrow(/"Empty" has no item rows/);
  });
});

describe('membership content', () => {
  it('every file is valid against its schema', () => {
    for (const [name, list, schema] of [
      ['plans.yaml', yaml(`${dir}/plans.yaml`), membershipPlanSchema],
      ['prices.yaml', yaml(`${dir}/prices.yaml`), membershipPriceSchema],
    ] as const) {
      expect(Array.isArray(list), name).toBe(true);
      (list as unknown[]).forEach((entry, index) =>
        expect(messages(schema.safeParse(entry)), `${name} entry ${index + 1}`).toEqual([]),
      );
    }
    // Each membership page's file, through the pages collection's schema, with the lists and text blocks it keeps.
    const pages: [string, string[]][] = [
      [membership, ['sections', 'premiumTiles', 'premium', 'eligibility']],
      [`${membership}/membershipform`, ['intro']],
      [`${membership}/membershipform/plan`, ['benefits', 'intro', 'students', 'terms']],
      [`${membership}/professional`, ['intro']],
      [`${membership}/institutional`, ['rows', 'intro']],
      [`${membership}/discount`, ['discounts', 'intro']],
      [`${membership}/ambassador`, ['rules', 'cards', 'intro', 'eligibility', 'help']],
      [`${membership}/faq`, ['questions']],
    ];
    for (const [path, fields] of pages) {
      const file = page(path);
      expect(pageIssues(file), path).toEqual([]);
      for (const field of fields) expect(file[field], `${path} ${field}`).toBeDefined();
      for (const field of ['sections', 'premiumTiles', 'benefits', 'rows', 'discounts', 'rules', 'cards'])
        if (fields.includes(field)) expect(Array.isArray(file[field]), `${path} ${field}`).toBe(true);
    }
  });

  it('the membership FAQ has questions, each valid', () => {
    const faq = yaml('src/content/faqs/membership.yaml') as { items: unknown[] };
    expect(faq.items.length).toBeGreaterThan(0);
    for (const item of faq.items) expect(messages(faqItem.safeParse(item))).toEqual([]);
  });

  it('the Premium block has tiles, each title once, and its button goes to the registration form', () => {
    const tiles = (page(membership).premiumTiles as { title: string }[]).map((t) => t.title);
    expect(tiles.length).toBeGreaterThan(0);
    expect(new Set(tiles).size).toBe(tiles.length);
    const premium = page(membership).premium as { cta: { href: string } };
    const studentPremium = (yaml(`${dir}/prices.yaml`) as { id: string; for: string; plan: string }[]).find(
      (p) => p.for === 'student' && p.plan === 'premium',
    )!;
    expect(premium.cta.href).toBe(registrationHref(studentPremium.id));
  });

  it('the prices are whole rupees, none negative, each membership once', () => {
    const prices = yaml(`${dir}/prices.yaml`) as { id: string; price: { inr: number } }[];
    expect(prices.length).toBeGreaterThan(0);
    for (const { price } of prices) expect(Number.isInteger(price.inr) && price.inr >= 0).toBe(true);
    expect(new Set(prices.map((p) => p.id)).size).toBe(prices.length);
  });

  it('the institutional table has numbered sections, each with rows that compare Standard and Prime', () => {
    type Item = { type: 'item'; title: string; standard: string; prime: string };
    const rows = page(`${membership}/institutional`).rows as ({ type: 'section'; title: string } | Item)[];
    const sections = groupComparisonRows<Item>(rows);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      expect(section.rows.length, section.title).toBeGreaterThan(0);
      for (const row of section.rows) expect(row.standard.trim() && row.prime.trim(), row.title).toBeTruthy();
    }
  });

  it('the ambassador page has cards, each title once', () => {
    const cards = (page(`${membership}/ambassador`).cards as { title: string }[]).map((c) => c.title);
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards).size).toBe(cards.length);
  });

  it('the schemas refuse a raw colour and a price without dollars, with messages an editor can act on', () => {
    const student = structuredClone(page(membership));
    (student.sections as Record<string, unknown>[])[0].bgColor = '#ff0000';
    expect(pageIssues(student)).toEqual([
      'sections.0.bgColor: must be one of the design tones "white", "soft" or "brand" (not a colour code)',
    ]);
    const price = (yaml(`${dir}/prices.yaml`) as { price: { inr: number } }[]).find((p) => p.price.inr > 0)!;
    expect(messages(membershipPriceSchema.safeParse({ ...price, price: { inr: 999 } }))).toEqual([
      'price.usd: needs both prices: inr for India and usd for other countries',
    ]);
    const institutional = structuredClone(page(`${membership}/institutional`));
    (institutional.rows as unknown[]).push({ type: 'row', title: 'x' });
    const last = (institutional.rows as unknown[]).length - 1;
    expect(pageIssues(institutional)).toEqual([`rows.${last}.type: type must be "section" or "item"`]);
  });
});
