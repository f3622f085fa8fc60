/**
 * Membership prices (src/lib/membership.ts): names that say whom a membership is for, the one way tax is shown,
 * "Best value" worked out from the prices, and the plan page's cards; then the content of prices.yaml against those
 * rules (invariants, never today's prices).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  bestValue,
  membershipName,
  optionLabel,
  periodLabel,
  planCards,
  priceText,
  shownPrice,
  TAX_NOTE,
  termLabel,
  type MembershipPrice,
} from '../../src/lib/membership';
import { membershipPlanSchema, membershipPriceSchema } from '../../src/content-model/schemas/prime-membership';
import { registrationHref } from '../../src/lib/registration';

const term = (id: string, years: MembershipPrice['years'], inr: number): MembershipPrice => ({
  id,
  for: 'professional',
  plan: 'premium',
  years,
  price: { inr, usd: 1 },
});

describe('bestValue', () => {
  it('is the lowest rupee price per year, whatever the order', () => {
    const terms = [term('one', 1, 999), term('three', 3, 2499), term('five', 5, 3999), term('life', 'lifetime', 9999)];
    expect(bestValue(terms)).toBe('five');
    expect(bestValue([...terms].reverse())).toBe('five');
    // Make three years the cheaper per year and it moves.
    expect(bestValue([term('one', 1, 999), term('three', 3, 2100), term('five', 5, 3999)])).toBe('three');
  });

  it('leaves out lifetime and free terms, and needs two terms to compare', () => {
    expect(bestValue([term('one', 1, 999), term('life', 'lifetime', 10)])).toBeUndefined();
    expect(bestValue([term('one', 1, 999)])).toBeUndefined();
    expect(bestValue([])).toBeUndefined();
    expect(bestValue([term('free', 1, 0), term('one', 1, 999), term('two', 2, 1500)])).toBe('two');
  });

  it('gives a tie to the first term listed', () => {
    expect(bestValue([term('a', 1, 500), term('b', 2, 1000)])).toBe('a');
  });
});

describe('names, terms and prices', () => {
  it('names each membership for whom it is', () => {
    expect(membershipName({ for: 'student' }, 'Premium')).toBe('Student Premium');
    expect(membershipName({ for: 'professional' }, 'Premium')).toBe('Professional Premium');
    expect(membershipName({ for: 'everyone' }, 'Free')).toBe('Free');
  });

  it('writes terms and periods', () => {
    expect([termLabel(1), termLabel(3), termLabel('lifetime'), termLabel(undefined)]).toEqual([
      '1 year',
      '3 years',
      'Lifetime',
      '',
    ]);
    expect([periodLabel(1), periodLabel(5), periodLabel('lifetime'), periodLabel(undefined)]).toEqual([
      '/ year',
      '/ 5 years',
      'for life',
      undefined,
    ]);
  });

  it('shows tax one way: every paid price with the GST note, a free one without', () => {
    expect(shownPrice({ inr: 499, usd: 15 })).toEqual({ inr: 499, usd: 15, note: TAX_NOTE });
    expect(shownPrice({ inr: 0 })).toEqual({ inr: 0 });
    expect(priceText({ inr: 2499, usd: 50 })).toBe(`₹2,499 ${TAX_NOTE} or US$50`);
    expect(priceText({ inr: 0 })).toBe('₹0');
  });

  it('labels the form option with name, term and price', () => {
    expect(
      optionLabel({ id: 's', for: 'student', plan: 'premium', years: 1, price: { inr: 499, usd: 15 } }, 'Premium'),
    ).toBe(`Student Premium, 1 year: ₹499 ${TAX_NOTE} or US$15`);
    expect(optionLabel({ id: 'free', for: 'everyone', plan: 'free', price: { inr: 0 } }, 'Free')).toBe('Free: ₹0');
  });

  it('plan cards: the first term of each audience and plan, in list order', () => {
    const list: MembershipPrice[] = [
      { id: 'free', for: 'everyone', plan: 'free', price: { inr: 0 } },
      { id: 's1', for: 'student', plan: 'premium', years: 1, price: { inr: 1, usd: 1 } },
      term('p1', 1, 999),
      term('p3', 3, 2499),
    ];
    expect(planCards(list).map((o) => o.id)).toEqual(['free', 's1', 'p1']);
  });
});

describe('prices.yaml and plans.yaml', () => {
  const dir = 'src/content/prime/membership';
  const prices = parse(readFileSync(`${dir}/prices.yaml`, 'utf8')) as MembershipPrice[];
  const plans = parse(readFileSync(`${dir}/plans.yaml`, 'utf8')) as { id: string }[];

  it('every entry is valid, each id once, each plan named exists', () => {
    for (const option of prices) expect(membershipPriceSchema.safeParse(option).success, option.id).toBe(true);
    for (const plan of plans) expect(membershipPlanSchema.safeParse(plan).success, plan.id).toBe(true);
    expect(new Set(prices.map((p) => p.id)).size).toBe(prices.length);
    for (const option of prices)
      expect(
        plans.map((p) => p.id),
        option.id,
      ).toContain(option.plan);
  });

  it('has a Student Premium (the student page shows it) and professional Premium terms (the professional page)', () => {
    expect(prices.some((p) => p.for === 'student' && p.plan === 'premium')).toBe(true);
    expect(prices.some((p) => p.for === 'professional' && p.plan === 'premium')).toBe(true);
  });

  it('refuses a price note (tax is shown one way by the pages) and a paid price without dollars', () => {
    const paid = prices.find((p) => p.price.inr > 0)!;
    const noted = membershipPriceSchema.safeParse({ ...paid, price: { ...paid.price, note: 'including tax' } });
    expect(noted.success).toBe(false);
    const { usd: _usd, ...rupeesOnly } = paid.price;
    expect(membershipPriceSchema.safeParse({ ...paid, price: rupeesOnly }).success).toBe(false);
    expect(membershipPriceSchema.safeParse({ ...paid, plan: 'free' }).success).toBe(false);
  });

  it('every link in the content that chooses a plan on the registration form names a membership of prices.yaml', () => {
    const walk = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(`${folder}/${entry.name}`)
          : /\.(ya?ml|mdx?)$/.test(entry.name)
            ? [`${folder}/${entry.name}`]
            : [],
      );
    const files = walk('src/content');
    const ids = new Set(prices.map((p) => p.id));
    for (const file of files) {
      for (const [, plan] of readFileSync(file, 'utf8').matchAll(/membershipform\?plan=([\w-]+)/gi)) {
        expect(ids.has(plan), `${file}: ?plan=${plan}`).toBe(true);
      }
    }
    expect(registrationHref('student-premium')).toBe('/ematixprime/membership/membershipform?plan=student-premium');
  });
});
