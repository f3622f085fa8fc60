/**
 * Expected values for the Ematix-Prime membership and initiative e2e specs (prime-membership.spec.ts,
 * prime-initiatives.spec.ts), read from the content as the build reads it (tests/support/content.ts: the
 * collections' loaders and schemas), so the tests follow the editors' data.
 */
import type { MembershipPrice } from '../../src/lib/content/membership';
import type { Request } from '@playwright/test';
import { entries, entryData as one, partOf } from '../support/content';

/** A collection's entries in file order, each with its id. */
const list = async <T>(collection: string): Promise<T[]> =>
  (await entries<T>(collection)).map((e) => ({ id: e.id, ...e.data }) as T);

export interface Cta {
  label: string;
  href: string;
}
export interface Picture {
  src: string;
  alt: string;
  caption?: string;
}

interface Block {
  heading: string;
  text: string;
  cta?: Cta;
}
/** A membership page's file (src/content/pages/<path>.yaml): its lists and text blocks are fields. */
const page = <T>(path: string) => one<T>('pages', path);
const membershipPage = await page<{
  sections: { id: string; heading: string; buttonText: string; image: Picture }[];
  premiumTiles: { title: string; text: string }[];
  premium: Block;
  eligibility: Block;
}>('/ematixprime/membership');
const planPage = await page<{
  intro: Block;
  students: Block;
  terms: Block;
  benefits: { benefit: string; free: string | boolean; premium: string | boolean }[];
}>('/ematixprime/membership/membershipform/plan');
const institutionalPage = await page<{
  intro: Block;
  rows: ComparisonRow[];
  levels: { name: string; buttonText: string; subject: string }[];
}>('/ematixprime/membership/institutional');
const discountPage = await page<{ intro: Block; discounts: { value: string; title: string; link?: Cta }[] }>(
  '/ematixprime/membership/discount',
);
const ambassadorPage = await page<{
  intro: Block;
  rules: { rule: string; detail: string }[];
  cards: { title: string; text: string }[];
  eligibility: Block;
  help: Block;
}>('/ematixprime/membership/ambassador');

const site = await one<{
  name: string;
  email: string;
  formEndpoint: string;
  externalLinks: { ambassadorForm: string; innovationChallengeForm: string; enrolmentForm: string; testSite: string };
}>('settings', 'site');
export const settings = () => site;

const data = {
  sections: membershipPage.sections,
  premiumTiles: membershipPage.premiumTiles,
  // A plan names its membership price by reference ({ id: "membership/<id>" }); the specs compare the plain id.
  plans: (
    await partOf<{
      id: 'free' | 'premium';
      title: string;
      features: string[];
      price: { id: string };
      buttonText: string;
    }>('prices', 'group', 'plan')
  ).map((e) => ({ ...e.data, price: e.data.price.id.split('/').at(-1)! })),
  prices: (await partOf<MembershipPrice>('prices', 'group', 'membership')).map((e) => e.data),
  planBenefits: planPage.benefits,
  institutionalRows: institutionalPage.rows,
  institutionalLevels: institutionalPage.levels,
  discounts: discountPage.discounts,
  ambassadorRules: ambassadorPage.rules,
  ambassadorCards: ambassadorPage.cards,
  // The text blocks by the id each page gives them (their headings' anchors, `<id>-heading`).
  blocks: {
    'student-premium': membershipPage.premium,
    'student-eligibility': membershipPage.eligibility,
    'registration-intro': (await page<{ intro: Block }>('/ematixprime/membership/membershipform')).intro,
    'plan-intro': planPage.intro,
    'plan-students': planPage.students,
    'plan-terms': planPage.terms,
    'professional-intro': (await page<{ intro: Block }>('/ematixprime/membership/professional')).intro,
    'institutional-intro': institutionalPage.intro,
    'discount-intro': discountPage.intro,
    'ambassador-intro': ambassadorPage.intro,
    'ambassador-eligibility': ambassadorPage.eligibility,
    'ambassador-help': ambassadorPage.help,
    'faq-questions': (await page<{ questions: Block }>('/ematixprime/membership/faq')).questions,
  } as Record<string, Block>,
  membershipFaq: await one<{ title?: string; items: { question: string; answer: string; link?: Cta }[] }>(
    'faqs',
    'membership',
  ),
  fdp: await one<{
    title: string;
    college: string;
    start: string;
    end?: string;
    mainPicture: Picture;
    collage: Picture[];
    events: Picture[];
  }>('programmes', 'ieee-ras-fdp'),
  skillsTraining: await one<{
    title: string;
    start: string;
    end: string;
    time: string;
    audience: string;
    fee: number;
    hostSubject: string;
    chiefGuests: { name: string; bio: string }[];
    syllabus: { day: string; title: string; topics: string[] }[];
    certificates: Picture[];
  }>('programmes', 'essential-skills-2025'),
  innovationChallenge: await one<{
    title: string;
    points: string[];
    poster: Picture;
    start: string;
    closes: string;
    end: string;
  }>('programmes', 'innovation-challenge-2025'),
  comingSoon: (await list<{ id: string; type?: string; text: string; links: Cta[] }>('pages')).filter(
    (page) => page.type === 'coming-soon',
  ),
  routes: await list<{ id: string; title: string; canonical?: string }>('pages'),
};

export const sections = () => data.sections;
export const premiumTiles = () => data.premiumTiles;
export const plans = () => data.plans;
/** Every membership with its price (prices.yaml), the one list of membership prices. */
export const prices = () => data.prices;
export const planBenefits = () => data.planBenefits;
export type ComparisonRow =
  | { type: 'section'; title: string }
  | { type: 'item'; title: string; members?: string; standard: string; prime: string };
export const institutionalRows = () => data.institutionalRows;
export const institutionalLevels = () => data.institutionalLevels;
export const discounts = () => data.discounts;
export const ambassadorRules = () => data.ambassadorRules;
export const ambassadorCards = () => data.ambassadorCards;
export const blocks = () => data.blocks;
export const membershipFaq = () => data.membershipFaq;
export const fdp = () => data.fdp;
export const skillsTraining = () => data.skillsTraining;
export const innovationChallenge = () => data.innovationChallenge;
export const comingSoon = () => data.comingSoon;

/** A page's file (src/content/pages/<path>.yaml). */
export function route(id: string) {
  const found = data.routes.find((item) => item.id === id);
  if (!found) throw new Error(`${id} has no file in src/content/pages`);
  return found;
}

/** The contact page link the site builds for a subject (src/lib/content/company.ts contactHref). */
export const contactHref = (subject: string) => `/contact?subject=${encodeURIComponent(subject)}`;

/**
 * The fields of a form submission, whatever way it was sent: URL-encoded (a plain HTML POST), multipart (fetch
 * with FormData) or JSON. Repeated names keep their last value.
 */
export function submittedFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? '';
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  if (type.includes('application/json'))
    return Object.fromEntries(Object.entries(JSON.parse(body)).map(([k, v]) => [k, String(v)]));
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (type.includes('multipart/form-data') && boundary) {
    const fields: Record<string, string> = {};
    for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
      const match = /name="([^"]+)"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
      if (match) fields[match[1]] = match[2];
    }
    return fields;
  }
  throw new Error(`unexpected form submission type "${type}"`);
}
