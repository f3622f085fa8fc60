/**
 * Ematix-Prime membership pages: the student membership page, the registration form (fields, plan, POST with
 * and without JavaScript, every field sent even when empty, invalid fields, Back), the plan page, professional
 * prices (the same prices on every page, named for whom they are, "Best value" worked out), the institutional table (HTML
 * before hydration and the keyboard model), discounts, the FAQ's one-open rule and the ambassador page.
 * Every expectation comes from the content files or from src/lib/forms/registration.ts, never from copied counts.
 */
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { PLAN_FIELD, registrationFieldsets, registrationHref } from '../../src/lib/forms/registration';
import { formatDollars, formatRupees } from '../../src/lib/format/numbers';
import {
  bestValue,
  GST_PERCENT,
  membershipName,
  optionLabel,
  priceText,
  termLabel,
  type MembershipPrice,
} from '../../src/lib/content/membership';
import { priceTokens, tokenText } from '../../src/lib/content/price-tokens';
import { pageWithoutScripts } from '../support/form-service';
import {
  ambassadorCards,
  ambassadorRules,
  blocks,
  contactHref,
  discounts,
  institutionalLevels,
  institutionalRows,
  membershipFaq,
  planBenefits,
  plans,
  premiumTiles,
  prices,
  route,
  sections,
  settings,
  submittedFields,
} from './prime-c12-content';

const site = settings();
/** Every field of the form, in page order. */
type RegistrationField = (typeof registrationFieldsets)[number]['fields'][number];
/** The form's own address (no plan chosen). */
const REGISTRATION_PATH = registrationHref();
/** The words beside a price (SPEC): the tax added in India, or a price that includes it. */
const TAX_NOTE = '+ GST in India';
const GST_INCLUDED_NOTE = 'including GST';
const registrationFields: readonly RegistrationField[] = registrationFieldsets.flatMap((fieldset) => fieldset.fields);
const endpoint = site.formEndpoint;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const form = (page: Page) => page.getByTestId('registration-form');
const planTitle = (option: MembershipPrice) => plans().find((plan) => plan.id === option.plan)!.title;
const nameOf = (option: MembershipPrice) => membershipName(option, planTitle(option));
const studentPremium = () => prices().find((option) => option.for === 'student' && option.plan === 'premium')!;
const professionalTerms = () => prices().filter((option) => option.for === 'professional' && option.plan === 'premium');
/** The plan page's cards: each plan with the membership of prices.yaml it names (plans.yaml `price:`). */
const planPageCards = () =>
  plans().map((plan) => ({ plan, membership: prices().find((option) => option.id === plan.price)! }));

/** A card shows the membership's name, its rupee price with the one tax note (paid only) and its dollar price. */
async function expectPrice(card: Locator, option: MembershipPrice, named = true) {
  if (named) await expect(card).toContainText(nameOf(option));
  await expect(card).toContainText(formatRupees(option.price.inr));
  if (option.price.inr > 0) await expect(card).toContainText(TAX_NOTE);
  else await expect(card).not.toContainText(TAX_NOTE);
  if (option.price.usd !== undefined) await expect(card).toContainText(formatDollars(option.price.usd));
  await expect(card).not.toContainText(/including tax/i);
}
const control = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);

/** A plausible value for every field, by type, so the submission can be compared with what was typed. */
function sampleValue(field: RegistrationField): string {
  if (field.options) return field.options.at(-1)!;
  switch (field.type) {
    case 'email':
      return 'priya.raman@example.com';
    case 'tel':
      return '+91 98765 43210';
    case 'date':
      return '2003-04-15';
    case 'number':
      return '2026';
    case 'textarea':
      return 'Low-power LoRa mesh networks for farm sensors.\nSecond line.';
    default:
      return `${field.label} of ${field.name}`;
  }
}

/** Unfolds every folded group of the form (the optional sections start folded), as a visitor who fills them does. */
async function unfoldAll(page: Page) {
  const folded = form(page).locator('details:not([open]) > summary');
  while ((await folded.count()) > 0) await folded.first().click();
}

async function fillEverything(page: Page) {
  await unfoldAll(page);
  for (const field of registrationFields) {
    const element = control(page, field.name);
    if (field.type === 'select') await element.selectOption(sampleValue(field));
    else await element.fill(sampleValue(field));
  }
}

/** Answers the form service here (nothing leaves the machine) and records what it received. */
async function captureEndpoint(page: Page) {
  const posted: Request[] = [];
  await page.route(`${endpoint}**`, async (r) => {
    posted.push(r.request());
    await r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, next: '/' }) });
  });
  return posted;
}

function expectEveryField(fields: Record<string, string>, plan: string) {
  for (const field of registrationFields) {
    // A browser sends a textarea's line breaks as CRLF.
    expect(fields[field.name]?.replace(/\r\n/g, '\n'), `${field.name} in the submission`).toBe(sampleValue(field));
  }
  expect(fields[PLAN_FIELD], 'the chosen plan').toBe(plan);
  expect(fields._gotcha ?? '', 'the honeypot stays empty').toBe('');
}

test.describe('student membership page', () => {
  test('every section with its Enroll button to the form, the Premium block and who can join', async ({ page }) => {
    await page.goto('/ematixprime/membership');
    for (const section of sections()) {
      const region = page.getByRole('region', { name: section.heading, exact: true });
      await expect(region).toBeVisible();
      await expect(region.getByRole('img', { name: section.image.alt })).toHaveCount(1);
      const enroll = region.getByRole('link', { name: section.buttonText });
      await expect(enroll).toHaveAttribute('href', REGISTRATION_PATH);
    }
    const tiles = page.getByTestId('premium-tiles').getByRole('heading');
    await expect(tiles).toHaveText(premiumTiles().map((tile) => tile.title));
    const premium = blocks()['student-premium'];
    const region = page.getByRole('region', { name: premium.heading });
    await expectPrice(region.getByTestId('student-premium-card'), studentPremium());
    await expect(region.getByRole('link', { name: premium.cta!.label })).toHaveAttribute(
      'href',
      registrationHref(studentPremium().id),
    );
    await expect(page.getByRole('heading', { name: blocks()['student-eligibility'].heading })).toBeVisible();
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
});

test.describe('registration form', () => {
  test('has every field with its name, type, label, required flag and autocomplete, in its fieldset', async ({
    page,
  }) => {
    const response = await page.goto(REGISTRATION_PATH);
    // Nothing may keep the browser from restoring typed text on Back.
    expect(response?.headers()['cache-control'] ?? '').not.toContain('no-store');
    await expect(form(page)).toHaveAttribute('method', /post/i);
    await expect(form(page)).toHaveAttribute('action', endpoint);
    await expect(form(page)).not.toHaveAttribute('autocomplete', 'off');
    await unfoldAll(page);

    for (const fieldset of registrationFieldsets) {
      const group = form(page).getByRole('group', { name: new RegExp(fieldset.legend) });
      await expect(group, fieldset.legend).toHaveCount(1);
      for (const field of fieldset.fields) {
        const element = group.locator(`[name="${field.name}"]`);
        await expect(element, field.name).toHaveCount(1);
        const tag = await element.evaluate((el) => el.tagName.toLowerCase());
        if (field.type === 'textarea' || field.type === 'select') expect(tag, field.name).toBe(field.type);
        else {
          expect(tag, field.name).toBe('input');
          await expect(element, field.name).toHaveAttribute('type', field.type);
        }
        if (field.required) await expect(element, field.name).toHaveAttribute('required', '');
        else await expect(element, field.name).not.toHaveAttribute('required');
        const label = await element.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
        expect(label, `${field.name} has a visible label`).toContain(field.label);
        if (field.autocomplete) await expect(element, field.name).toHaveAttribute('autocomplete', field.autocomplete);
        else await expect(element, field.name).not.toHaveAttribute('autocomplete', 'off');
        if (field.options) {
          const options = await element
            .locator('option')
            .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value).filter(Boolean));
          expect(options, field.name).toEqual([...field.options]);
        }
      }
    }
    // The plan: a visible, required choice of every membership in prices.yaml, each named for whom it is, with its price.
    const plan = control(page, PLAN_FIELD);
    await expect(plan).toHaveAttribute('required', '');
    const options = await plan
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((n) => [(n as HTMLOptionElement).value, n.textContent?.trim()]).filter(([value]) => value),
      );
    expect(options).toEqual(prices().map((option) => [option.id, optionLabel(option, planTitle(option))]));
    // The honeypot is out of sight and out of the Tab order.
    const trap = form(page).locator('input[name="_gotcha"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    expect(
      await trap.evaluate(
        (el) => el.getBoundingClientRect().right <= 0 || Boolean(el.closest('[aria-hidden="true"], [hidden]')),
      ),
    ).toBe(true);
  });

  test('?plan= from the page that linked here chooses that membership; without it the visitor chooses', async ({
    page,
  }) => {
    for (const option of prices()) {
      await page.goto(registrationHref(option.id));
      await expect(control(page, PLAN_FIELD)).toHaveValue(option.id);
    }
    await page.goto(REGISTRATION_PATH);
    await expect(control(page, PLAN_FIELD)).toHaveValue('');
    await page.goto(`${REGISTRATION_PATH}?plan=gold`);
    await expect(control(page, PLAN_FIELD)).toHaveValue('');
  });

  test('the spec spelling /membershipForm reaches the form, plan included', async ({ page }) => {
    const id = studentPremium().id;
    await page.goto(`/ematixprime/membership/membershipForm?plan=${id}`);
    await expect(page).toHaveURL(new RegExp(`/ematixprime/membership/membershipform/?\\?plan=${id}$`));
    await expect(control(page, PLAN_FIELD)).toHaveValue(id);
  });

  test('with JavaScript the form sends every field, optional ones included, and the plan', async ({ page }) => {
    const posted = await captureEndpoint(page);
    await page.goto(registrationHref(studentPremium().id));
    await fillEverything(page);
    await form(page).getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0].method()).toBe('POST');
    expectEveryField(submittedFields(posted[0]), studentPremium().id);
    // The visitor stays on the page and is told it worked.
    await expect(form(page)).toContainText('Thank you for registering');
  });

  test('the browser stops an incomplete form: the first invalid field is focused and named; nothing is sent', async ({
    page,
  }) => {
    const posted = await captureEndpoint(page);
    await page.goto(REGISTRATION_PATH);
    await form(page).getByRole('button', { name: 'Register' }).click();
    await expect(control(page, PLAN_FIELD)).toBeFocused();
    await expect(
      form(page).locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: 'Membership plan' }),
    ).not.toHaveCount(0);
    await control(page, PLAN_FIELD).selectOption(prices()[0].id);
    await control(page, 'firstName').fill('Priya');
    await form(page).getByRole('button', { name: 'Register' }).click();
    await expect(control(page, 'lastName')).toBeFocused();
    await expect(
      form(page).locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: 'Last name' }),
    ).not.toHaveCount(0);
    expect(posted).toHaveLength(0);
    await expect(control(page, 'firstName')).toHaveValue('Priya');
  });

  test('on a phone the optional sections start folded; a refused field in a folded one unfolds it, focused and in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const posted = await captureEndpoint(page);
    await page.goto(registrationHref(studentPremium().id));
    const optional = registrationFieldsets.filter((fieldset) => fieldset.optional);
    expect(optional.length).toBeGreaterThan(0);
    for (const fieldset of optional) {
      const summary = form(page).locator('summary', { hasText: fieldset.legend });
      await expect(summary, fieldset.legend).toBeVisible();
      await expect(summary, fieldset.legend).toContainText('optional');
      for (const field of fieldset.fields) await expect(control(page, field.name), field.name).toBeHidden();
    }
    for (const field of registrationFields.filter((f) => f.required)) {
      if (field.type === 'select') await control(page, field.name).selectOption(sampleValue(field));
      else await control(page, field.name).fill(sampleValue(field));
    }
    // A number field of the first optional section that has one, typed into and folded away again: a year with a
    // fraction is refused by the browser (step 1).
    const section = optional.find((fieldset) => fieldset.fields.some((field) => field.type === 'number'))!;
    const year = section.fields.find((field) => field.type === 'number')!;
    const summary = form(page).locator('summary', { hasText: section.legend });
    await summary.click();
    await control(page, year.name).fill('2026.5');
    await summary.click();
    await expect(control(page, year.name)).toBeHidden();
    const register = form(page).getByRole('button', { name: 'Register' });
    await register.scrollIntoViewIfNeeded();
    await register.click();
    await expect(control(page, year.name)).toBeFocused();
    await expect(control(page, year.name)).toBeInViewport();
    await expect(form(page).getByRole('status')).toContainText(year.label);
    expect(posted).toHaveLength(0);
    // Corrected, the form goes, with the folded sections' fields in it.
    await control(page, year.name).fill('2026');
    await register.click();
    await expect.poll(() => posted.length).toBe(1);
    const fields = submittedFields(posted[0]);
    expect(fields[year.name]).toBe('2026');
    for (const fieldset of optional)
      for (const field of fieldset.fields) expect(Object.hasOwn(fields, field.name), field.name).toBe(true);
  });

  test('nothing typed is lost on Back', async ({ page }) => {
    await page.goto(registrationHref(studentPremium().id));
    const html = await page.content();
    expect(html, 'no unload handler (it would keep the page out of the back-forward cache)').not.toMatch(
      /onunload|addEventListener\(\s*["']unload/,
    );
    await control(page, 'firstName').fill('Priya');
    await control(page, 'email').fill('priya@example.com');
    await control(page, 'gender').selectOption('Female');
    await unfoldAll(page);
    await control(page, 'researchComments').fill('Edge AI on microcontrollers');
    await page.getByRole('link', { name: blocks()['registration-intro'].cta!.label }).click();
    await expect(page).toHaveURL(/\/plan\/?$/);
    await page.goBack();
    await expect(control(page, 'firstName')).toHaveValue('Priya');
    await expect(control(page, 'email')).toHaveValue('priya@example.com');
    await expect(control(page, 'gender')).toHaveValue('Female');
    await expect(control(page, 'researchComments')).toHaveValue('Edge AI on microcontrollers');
    await expect(control(page, PLAN_FIELD)).toHaveValue(studentPremium().id);
  });
});

test('with JavaScript off the registration is a plain POST of every field and the plan the visitor picks', async ({
  browser,
  baseURL,
}) => {
  const { context, page, posted } = await pageWithoutScripts(browser, baseURL, {
    body: '<!doctype html><title>Thanks</title><p>Registration received</p>',
  });
  await page.goto(registrationHref(studentPremium().id));
  // No script ran, so the query cannot choose the plan: the visitor does.
  await expect(control(page, PLAN_FIELD)).toHaveValue('');
  await control(page, PLAN_FIELD).selectOption(studentPremium().id);
  await fillEverything(page);
  await form(page).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration received')).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0].method()).toBe('POST');
  expect(posted[0].headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const fields = submittedFields(posted[0]);
  expectEveryField(fields, studentPremium().id);
  expect(fields._subject, 'the e-mail subject for the team').toBeTruthy();
  // Back from the service's page: what was typed is still there.
  await page.goBack();
  for (const name of ['firstName', 'email', 'ugYear']) {
    await expect(control(page, name)).toHaveValue(
      sampleValue(registrationFields.find((field) => field.name === name)!),
    );
  }
  await context.close();
});

test('every field is sent, the optional ones left empty too, in the same order with and without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const sent: { names: string[]; fields: Record<string, string> }[] = [];
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    const posted: Request[] = [];
    await page.route(`${endpoint}**`, async (r) => {
      posted.push(r.request());
      await r.fulfill(
        javaScriptEnabled
          ? { status: 200, contentType: 'application/json', body: '{"ok":true}' }
          : {
              status: 200,
              contentType: 'text/html',
              body: '<!doctype html><title>Thanks</title><p>Registration received</p>',
            },
      );
    });
    await page.goto(REGISTRATION_PATH);
    await control(page, PLAN_FIELD).selectOption(studentPremium().id);
    // Only what is required: every optional field stays empty.
    for (const field of registrationFields.filter((f) => f.required)) {
      if (field.type === 'select') await control(page, field.name).selectOption(sampleValue(field));
      else await control(page, field.name).fill(sampleValue(field));
    }
    await form(page).getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => posted.length, javaScriptEnabled ? 'sent with JavaScript' : 'posted without JavaScript')
      .toBe(1);
    const body = posted[0].postData() ?? '';
    expect(posted[0].headers()['content-type']).toContain('application/x-www-form-urlencoded');
    const params = new URLSearchParams(body);
    sent.push({ names: [...params.keys()], fields: Object.fromEntries(params) });
    await context.close();
  }
  const [withScript, without] = sent;
  for (const { fields } of sent) {
    for (const field of registrationFields) {
      expect(Object.hasOwn(fields, field.name), `${field.name} is in the payload`).toBe(true);
      if (!field.required) expect(fields[field.name], `${field.name} is sent empty`).toBe('');
    }
    expect(fields[PLAN_FIELD]).toBe(studentPremium().id);
  }
  // The same fields in the same order, so the e-mail the organisation receives always reads the same.
  expect(withScript.names).toEqual(without.names);
});

test.describe('plan page', () => {
  test("SPEC's Free and Premium cards with the prices of the price list (Premium with GST included), features and buttons to the form; the student price; the benefit table; Skip", async ({
    page,
  }) => {
    await page.goto(`${REGISTRATION_PATH}/plan`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blocks()['plan-intro'].heading);
    const cards = page.getByTestId('plans');
    await expect(cards.locator('[data-plan]')).toHaveCount(plans().length);
    for (const { plan, membership } of planPageCards()) {
      expect(membership, `plans.yaml: ${plan.id} names ${plan.price}, a membership of prices.yaml`).toBeDefined();
      expect(membership.plan).toBe(plan.id);
      const card = cards.locator(`[data-plan="${membership.id}"]`);
      await expect(card.getByRole('heading')).toHaveText(plan.title);
      if (membership.priceWithGst !== undefined) {
        // SPEC §9: "Premium INR 1180 including tax", beside the price before GST and the dollar price.
        await expect(card).toContainText(`${formatRupees(membership.priceWithGst)}`);
        await expect(card).toContainText(GST_INCLUDED_NOTE);
        await expect(card.locator('[data-price-detail]')).toContainText(
          `${formatRupees(membership.price.inr)} + ${GST_PERCENT}% GST`,
        );
        if (membership.price.usd !== undefined)
          await expect(card.locator('[data-price-detail]')).toContainText(formatDollars(membership.price.usd));
      } else await expectPrice(card, membership, false);
      // A paid card says for whom its price is.
      if (membership.for !== 'everyone') await expect(card).toContainText(nameOf(membership));
      for (const feature of plan.features) await expect(card).toContainText(feature);
      await expect(card.getByRole('link', { name: plan.buttonText })).toHaveAttribute(
        'href',
        registrationHref(membership.id),
      );
    }
    // The student price, from the price list, with the way to register for it.
    const students = page.getByTestId('plan-students');
    await expect(students).toContainText(priceText(studentPremium().price));
    await expect(students.getByRole('link', { name: blocks()['plan-students'].cta!.label })).toHaveAttribute(
      'href',
      registrationHref(studentPremium().id),
    );
    const rows = page.getByTestId('benefit-table').locator('tbody tr');
    const benefits = planBenefits();
    await expect(rows).toHaveCount(benefits.length);
    const text = (value: string | boolean) => (value === true ? 'Included' : value === false ? 'Not included' : value);
    for (const [index, benefit] of benefits.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(benefit.benefit);
      const cells = row.getByRole('cell');
      expect(
        await cells
          .nth(0)
          .evaluate((el) => el.textContent?.trim() || el.querySelector('[aria-label]')?.getAttribute('aria-label')),
      ).toBe(text(benefit.free));
      expect(
        await cells
          .nth(1)
          .evaluate((el) => el.textContent?.trim() || el.querySelector('[aria-label]')?.getAttribute('aria-label')),
      ).toBe(text(benefit.premium));
    }
    const terms = blocks()['plan-terms'].cta!;
    await expect(page.getByTestId('plan-terms').getByRole('link', { name: terms.label })).toHaveAttribute(
      'href',
      terms.href,
    );
    const skip = blocks()['plan-intro'].cta!;
    await expect(page.getByRole('link', { name: skip.label })).toHaveAttribute('href', skip.href);
  });

  test("each card's button opens the form with that membership chosen; Skip goes to a real page", async ({ page }) => {
    for (const { membership: option } of planPageCards()) {
      await page.goto(`${REGISTRATION_PATH}/plan`);
      await page.getByTestId('plans').locator(`[data-plan="${option.id}"]`).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`\\?plan=${option.id}$`));
      await expect(control(page, PLAN_FIELD)).toHaveValue(option.id);
    }
    await page.goto(`${REGISTRATION_PATH}/plan`);
    const skip = blocks()['plan-intro'].cta!;
    await page.getByRole('link', { name: skip.label }).click();
    await expect(page).toHaveURL(new RegExp(`${skip.href}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('professional membership: every professional Premium term with its prices, "Best value" on the lowest price per year, each to the form with that term', async ({
  page,
}) => {
  await page.goto('/ematixprime/membership/professional');
  const cards = page.getByTestId('professional-prices');
  const terms = professionalTerms();
  await expect(cards.locator('[data-plan]')).toHaveCount(terms.length);
  for (const option of terms) {
    const card = cards.locator(`[data-plan="${option.id}"]`);
    await expect(card.getByRole('heading')).toHaveText(termLabel(option.years));
    await expectPrice(card, option, false);
    await expect(card.getByRole('link')).toHaveAttribute('href', registrationHref(option.id));
  }
  // "Best value" is worked out: the lowest rupee price per year, on one card only.
  const best = terms
    .filter((option) => typeof option.years === 'number')
    .sort((x, y) => x.price.inr / (x.years as number) - y.price.inr / (y.years as number))[0];
  expect(bestValue(terms)).toBe(best.id);
  await expect(cards.getByText('Best value', { exact: true })).toHaveCount(1);
  await expect(cards.locator(`[data-plan="${best.id}"]`)).toContainText('Best value');
  const premium = plans().find((plan) => plan.id === 'premium')!;
  await expect(page.getByTestId('premium-features').getByRole('listitem')).toHaveText(premium.features);
  // Choosing a term opens the form with it chosen.
  await cards.locator(`[data-plan="${best.id}"]`).getByRole('link').click();
  await expect(control(page, PLAN_FIELD)).toHaveValue(best.id);
});

test('prices agree across pages: each membership has one price, named for whom it is, with tax shown one way; the FAQ quotes the price list', async ({
  page,
}) => {
  const seen = new Map<string, string[]>();
  const note = (id: string, text: string) => seen.set(id, [...(seen.get(id) ?? []), text.replace(/\s+/g, ' ').trim()]);
  await page.goto('/ematixprime/membership');
  note(studentPremium().id, await page.getByTestId('student-premium-card').innerText());
  await page.goto(`${REGISTRATION_PATH}/plan`);
  for (const card of await page.getByTestId('plans').locator('[data-plan]').all())
    note((await card.getAttribute('data-plan'))!, await card.innerText());
  await page.goto('/ematixprime/membership/professional');
  for (const card of await page.getByTestId('professional-prices').locator('[data-plan]').all())
    note((await card.getAttribute('data-plan'))!, await card.innerText());
  await page.goto(REGISTRATION_PATH);
  for (const option of await control(page, PLAN_FIELD).locator('option').all()) {
    const value = await option.getAttribute('value');
    if (value) note(value, (await option.textContent()) ?? '');
  }
  const rupees = /₹[\d,]+/g;
  for (const option of prices()) {
    const texts = seen.get(option.id) ?? [];
    expect(texts.length, `${option.id} is shown`).toBeGreaterThan(0);
    // Its own price, and the price with GST where the price list states one (the plan page's card).
    const own = [option.price.inr, ...(option.priceWithGst === undefined ? [] : [option.priceWithGst])].map(
      formatRupees,
    );
    for (const text of texts) {
      // Every rupee figure where this membership is shown is one of its own prices, never another membership's.
      expect(
        [...new Set(text.match(rupees))].every((figure) => own.includes(figure)),
        `${option.id}: ${text}`,
      ).toBe(true);
      expect(text, option.id).toContain(formatRupees(option.price.inr));
      if (option.price.inr > 0)
        expect(
          text.includes(TAX_NOTE) || (option.priceWithGst !== undefined && text.includes(GST_INCLUDED_NOTE)),
          `${option.id}: ${text} says how GST is counted`,
        ).toBe(true);
      expect(text, option.id).not.toMatch(/including tax/i);
    }
  }
  // The FAQ names prices by placeholders: each is shown as the price list has it, and no other figure appears.
  await page.goto('/ematixprime/membership/faq');
  // Every answer's text, open or closed (one answer is open at a time).
  const faqText = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
  for (const item of membershipFaq().items)
    for (const token of priceTokens(item.answer)) {
      const filled = tokenText(token, prices());
      expect('text' in filled && faqText.includes(filled.text), `${token.raw} in "${item.question}"`).toBe(true);
    }
  const listed = prices().flatMap((option) => [option.price.inr, option.priceWithGst ?? option.price.inr]);
  for (const figure of faqText.match(rupees) ?? [])
    expect(listed.map(formatRupees), `${figure} in the FAQ is a price of the list`).toContain(figure);
  expect(faqText).not.toMatch(/\{price/);
});

test('member discounts: every discount of the data with its link', async ({ page }) => {
  await page.goto('/ematixprime/membership/discount');
  const list = page.getByTestId('discounts');
  for (const discount of discounts()) {
    const card = list.getByRole('listitem').filter({ hasText: `${discount.value} ${discount.title}` });
    await expect(card).toHaveCount(1);
    if (discount.link) await expect(card.getByRole('link')).toHaveAttribute('href', discount.link.href);
  }
});

test.describe('institutional comparison table', () => {
  const rows = institutionalRows();
  const levels = institutionalLevels();
  const items = rows.filter((row) => row.type === 'item');
  const sectionTitles = rows.filter((row) => row.type === 'section').map((row, index) => `${index + 1}. ${row.title}`);
  const table = (page: Page) =>
    page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'QS Ranking' }) });

  async function expectCompleteTable(page: Page) {
    const t = table(page);
    await expect(t.locator('thead th[scope="col"]')).toHaveText(['QS Ranking', ...levels.map((level) => level.name)]);
    await expect(t.locator('th[scope="rowgroup"]')).toHaveText(sectionTitles);
    await expect(t.locator('tbody')).toHaveCount(sectionTitles.length);
    const bodyRows = t.locator('tbody tr:has(th[scope="row"])');
    await expect(bodyRows).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      if (item.type !== 'item') continue;
      const row = bodyRows.nth(index);
      await expect(row.locator('th[scope="row"]')).toContainText(item.title);
      await expect(row.locator('td')).toHaveText([item.standard, item.prime]);
    }
  }

  test('before hydration and without JavaScript it is a complete table with proper headers', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/ematixprime/membership/institutional');
    await expectCompleteTable(page);
    // No keyboard stops or selection state that would do nothing without the script.
    await expect(table(page).locator('[tabindex], [aria-selected]')).toHaveCount(0);
    const height = await table(page).evaluate((el) => el.getBoundingClientRect().height);
    await context.close();

    // Hydration changes no size (no layout shift).
    const live = await browser.newPage({ baseURL });
    await live.goto('/ematixprime/membership/institutional');
    await live.locator('tr[tabindex="0"]').scrollIntoViewIfNeeded();
    await expect(live.locator('tr[tabindex="0"]')).toHaveCount(1);
    expect(await table(live).evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
    await live.close();
  });

  test('by keyboard: Up/Down move focus, Enter and Space select, Home/End, one Tab stop, visible focus', async ({
    page,
  }) => {
    await page.goto('/ematixprime/membership/institutional');
    await expectCompleteTable(page);
    const stop = page.locator('tr[tabindex="0"]');
    await stop.scrollIntoViewIfNeeded();
    await expect(stop).toHaveCount(1);
    const itemRows = table(page).locator('tbody tr:has(th[scope="row"])');
    await expect(itemRows.locator('xpath=self::*[@tabindex="-1"]')).toHaveCount(items.length - 1);
    // Tab into the table from the element before it.
    await page.getByRole('heading', { name: blocks()['institutional-intro'].heading }).click();
    await page.keyboard.press('Tab');
    while (!(await itemRows.first().evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await expect(itemRows.nth(0)).toBeFocused();
    const outline = await itemRows.nth(0).evaluate((el) => getComputedStyle(el));
    expect(outline.outlineStyle, 'visible focus').toBe('solid');
    expect(parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);

    await page.keyboard.press('ArrowDown');
    await expect(itemRows.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(itemRows.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(itemRows.nth(2)).toBeFocused();
    await page.keyboard.press(' ');
    await expect(itemRows.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(itemRows.nth(1)).toHaveAttribute('aria-selected', 'false');
    await expect(table(page).locator('[aria-selected="true"]')).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await expect(itemRows.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(itemRows.nth(items.length - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(itemRows.nth(items.length - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(itemRows.nth(0)).toBeFocused();
    // Space selects without scrolling the page (after the scroll that brought the focused row into view has ended).
    const settled = async () => {
      const before = await page.evaluate(() => scrollY);
      await page.waitForTimeout(150);
      return before === (await page.evaluate(() => scrollY));
    };
    await expect.poll(settled).toBe(true);
    const scroll = await page.evaluate(() => scrollY);
    await page.keyboard.press(' ');
    // A page scroll by Space is a screenful; a pixel of rounding from the focus scroll is not one.
    expect(Math.abs((await page.evaluate(() => scrollY)) - scroll)).toBeLessThanOrEqual(2);
    // Tab leaves the table: it is one stop, not a trap.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('TR');
  });

  test('apply buttons go to the contact form with the level in the subject', async ({ page }) => {
    await page.goto('/ematixprime/membership/institutional');
    for (const level of levels) {
      await expect(
        page.getByTestId('institutional-levels').getByRole('link', { name: level.buttonText }),
      ).toHaveAttribute('href', contactHref(level.subject));
    }
  });
});

test.describe('membership FAQ', () => {
  const faq = membershipFaq();

  test('shows every question, one answer open at a time, with FAQPage JSON-LD and the contact block', async ({
    page,
  }) => {
    await page.goto('/ematixprime/membership/faq');
    const details = page.locator('details[name]');
    await expect(details).toHaveCount(faq.items.length);
    await expect(page.locator('details[name] > summary')).toHaveText(
      faq.items.map((item) => new RegExp(escape(item.question))),
    );
    const summary = (i: number) => details.nth(i).locator('summary');
    await summary(0).click();
    await expect(details.nth(0)).toHaveAttribute('open', '');
    await summary(3).click();
    await expect(details.nth(3)).toHaveAttribute('open', '');
    await expect(details.nth(0)).not.toHaveAttribute('open');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await summary(3).click();
    await expect(page.locator('details[open]')).toHaveCount(0);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage, 'FAQPage JSON-LD').toBeTruthy();
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(faq.items.map((item) => item.question));

    await expect(page.getByRole('heading', { name: blocks()['faq-questions'].heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${escape(site.email)}`),
    );
  });
});

test.describe('ambassador page', () => {
  for (const path of ['/ematixprime/membership/ambassador', '/service/ambassador']) {
    test(`${path}: Register opens the ambassador form in a new tab; rules and cards from the data`, async ({
      page,
      context,
    }) => {
      // The form lives elsewhere: answer it here.
      await context.route(`${site.externalLinks.ambassadorForm}**`, (r) =>
        r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Ambassador form</title>' }),
      );
      await page.goto(path);
      const register = page.getByTestId('ambassador-register');
      await expect(register).toHaveAttribute('href', site.externalLinks.ambassadorForm);
      await expect(register).toHaveAttribute('target', '_blank');
      await expect(register).toHaveAttribute('rel', /noopener/);
      await expect(register).toContainText('opens in a new tab');
      const [tab] = await Promise.all([context.waitForEvent('page'), register.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(site.externalLinks.ambassadorForm);
      expect(page.url()).toContain(path);
      await tab.close();

      const rules = page.getByTestId('ambassador-rules').locator('tbody tr');
      await expect(rules.locator('th')).toHaveText(ambassadorRules().map((rule) => rule.rule));
      await expect(rules.locator('td')).toHaveText(ambassadorRules().map((rule) => rule.detail));
      await expect(page.getByTestId('ambassador-cards').getByRole('heading')).toHaveText(
        ambassadorCards().map((card) => card.title),
      );
      await expect(page.getByRole('heading', { name: blocks()['ambassador-eligibility'].heading })).toBeVisible();
      await expect(page.getByTestId('ambassador-help')).toContainText(blocks()['ambassador-help'].heading);

      const canonical = route(path).canonical ?? path;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(canonical)}$`));
    });
  }

  test('the cards tilt under the pointer, and stay still for reduced motion', async ({ browser, baseURL }) => {
    const transformOnHover = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ baseURL, reducedMotion });
      const page = await context.newPage();
      await page.goto('/ematixprime/membership/ambassador');
      const card: Locator = page.getByTestId('ambassador-cards').getByRole('listitem').first();
      await card.hover();
      await page.waitForTimeout(400);
      const transform = await card.evaluate((el) => getComputedStyle(el).transform);
      await context.close();
      return transform;
    };
    expect(await transformOnHover('no-preference')).not.toBe('none');
    expect(await transformOnHover('reduce')).toBe('none');
  });
});

test('cooperational membership is a short honest page', async ({ page }) => {
  await page.goto('/ematixprime/membership/cooperational');
  await expect(page.getByTestId('coming-soon')).toBeVisible();
});
