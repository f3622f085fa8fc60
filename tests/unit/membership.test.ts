/**
 * Membership prices (src/lib/content/membership.ts): names that say whom a membership is for, the one way tax is shown,
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
  fitsWithGst,
  GST_PERCENT,
  planCardPrice,
  priceText,
  priceWithGstText,
  shownPrice,
  termLabel,
  withGst,
  type MembershipPrice,
} from '../../src/lib/content/membership';

/** The words after a price without GST (SPEC). */
const TAX_NOTE = '+ GST in India';
import { fillPrices, placeholderProblems, priceTokens } from '../../src/lib/content/price-tokens';
import { faqItem } from '../../src/content-model/schemas/shared';
import { membershipPlanSchema, membershipPriceSchema } from '../../src/content-model/schemas/prime-membership';
import { registrationHref } from '../../src/lib/forms/registration';

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
});

describe('prices with GST (SPEC §9: Premium ₹1,180 including tax)', () => {
  const oneYear: MembershipPrice = { ...term('p1', 1, 999), price: { inr: 999, usd: 20 }, priceWithGst: 1180 };

  it('works out the exact price with GST and accepts the rounded price the company states, not a stale one', () => {
    expect(GST_PERCENT).toBe(18);
    expect(withGst(999)).toBe(1178.82);
    expect(withGst(499)).toBe(588.82);
    expect(fitsWithGst(999, 1180)).toBe(true);
    expect(fitsWithGst(999, 1179)).toBe(true);
    // The pre-tax price raised, the price with GST forgotten: refused.
    expect(fitsWithGst(1099, 1180)).toBe(false);
    expect(fitsWithGst(999, 1280)).toBe(false);
  });

  it("the plan page's card shows the price with GST and, under it, the price before GST and in dollars", () => {
    expect(planCardPrice(oneYear)).toEqual({
      price: { inr: 1180, note: 'including GST' },
      detail: '₹999 + 18% GST in India · US$20 in other countries',
    });
    expect(priceWithGstText(oneYear)).toBe('₹1,180 including GST');
    // Without a stated price with GST, the card shows the price as every other page does.
    expect(planCardPrice(term('p3', 3, 2499))).toEqual({ price: { inr: 2499, usd: 1, note: TAX_NOTE } });
    expect(planCardPrice({ price: { inr: 0 } })).toEqual({ price: { inr: 0 } });
    expect(priceWithGstText(term('p3', 3, 2499))).toBeUndefined();
  });

  it('refuses a price with GST that does not fit the price before GST, or on a free membership', () => {
    const message = (option: unknown) => {
      const result = membershipPriceSchema.safeParse(option);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(message(oneYear)).toEqual([]);
    expect(message({ ...oneYear, price: { inr: 1099, usd: 20 } })).toEqual([
      expect.stringMatching(/^priceWithGst: must be inr with 18% GST .*₹1,099 \+ 18% is ₹1,296\.82.*got 1180/),
    ]);
    expect(message({ id: 'free', for: 'everyone', plan: 'free', price: { inr: 0 }, priceWithGst: 10 })).toEqual([
      'priceWithGst: leave it out: a free membership has no GST',
    ]);
  });
});

describe('prices in text ({price:<id>} placeholders)', () => {
  const list: MembershipPrice[] = [
    { id: 'free', for: 'everyone', plan: 'free', price: { inr: 0 } },
    { id: 'student-premium', for: 'student', plan: 'premium', years: 1, price: { inr: 499, usd: 15 } },
    { ...term('pro', 1, 999), price: { inr: 999, usd: 20 }, priceWithGst: 1180 },
  ];

  it('writes each price from the list, as every page shows it', () => {
    const text = 'Premium costs {price-with-gst:pro} a year ({price:pro}); students pay {price:student-premium}.';
    expect(priceTokens(text).map((token) => `${token.kind}:${token.id}`)).toEqual([
      'price-with-gst:pro',
      'price:pro',
      'price:student-premium',
    ]);
    expect(fillPrices(text, list, 'test')).toBe(
      `Premium costs ₹1,180 including GST a year (₹999 ${TAX_NOTE} or US$20); students pay ₹499 ${TAX_NOTE} or US$15.`,
    );
    expect(fillPrices('No price here.', list, 'test')).toBe('No price here.');
  });

  it('stops with a message naming the text, the placeholder and the fix', () => {
    expect(() => fillPrices('{price:studnet-premium}', list, 'faqs/membership.yaml, "Cost?"')).toThrow(
      /^faqs\/membership\.yaml, "Cost\?": \{price:studnet-premium\}: "studnet-premium" is not a membership .*use one of its ids: free, student-premium, pro/,
    );
    expect(() => fillPrices('{price-with-gst:student-premium}', list, 'x')).toThrow(
      /states no price with GST.*add priceWithGst to "student-premium"/,
    );
    expect(() => fillPrices('{prise:pro}', list, 'x')).toThrow(/\{prise:pro\} is not a placeholder the site knows/);
  });

  it('the schema of an FAQ answer refuses a placeholder it does not know and accepts the two it does', () => {
    expect(placeholderProblems('{price:pro} and {price-with-gst:pro}')).toEqual([]);
    const result = faqItem.safeParse({ question: 'Cost?', answer: 'It costs {cost:pro}.' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(
      /^\{cost:pro\} is not a placeholder the site knows: write \{price:<id>\}/,
    );
    expect(faqItem.safeParse({ question: 'Cost?', answer: 'It costs {price:pro}.' }).success).toBe(true);
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

  it("names, for each plan's card on the plan page, a membership of that plan", () => {
    for (const plan of plans as { id: string; price: string }[])
      expect(
        prices.find((option) => option.id === plan.price),
        `plans.yaml: ${plan.id} → ${plan.price}`,
      ).toMatchObject({ plan: plan.id });
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
