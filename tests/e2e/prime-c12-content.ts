/**
 * Expected values for the Ematix-Prime membership and initiative e2e specs (prime-membership.spec.ts,
 * prime-initiatives.spec.ts), read from the content files themselves so the tests follow the editors' data.
 */
import { readFileSync } from 'node:fs';
import type { MembershipPrice } from '../../src/lib/membership';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const yaml = <T>(path: string): T => parse(readFileSync(join(root, path), 'utf8')) as T;
const membership = (file: string) => `src/content/prime/membership/${file}`;
const initiatives = (file: string) => `src/content/prime/initiatives/${file}`;

export interface Cta {
  label: string;
  href: string;
}
export interface Picture {
  src: string;
  alt: string;
  caption?: string;
}

export const settings = () =>
  yaml<{
    site: {
      name: string;
      email: string;
      formEndpoint: string;
      externalLinks: {
        ambassadorForm: string;
        innovationChallengeForm: string;
        enrolmentForm: string;
        testSite: string;
      };
    };
  }>('src/content/site/settings.yaml').site;

export const sections = () =>
  yaml<{ id: string; heading: string; buttonText: string; image: Picture }[]>(membership('sections.yaml'));
export const premiumTiles = () => yaml<{ title: string; text: string }[]>(membership('premium-tiles.yaml'));
export const plans = () =>
  yaml<{ id: 'free' | 'premium'; title: string; features: string[]; price: string; buttonText: string }[]>(
    membership('plans.yaml'),
  );
/** Every membership with its price (prices.yaml), the one list of membership prices. */
export const prices = () => yaml<MembershipPrice[]>(membership('prices.yaml'));
export const planBenefits = () =>
  yaml<{ benefit: string; free: string | boolean; premium: string | boolean }[]>(membership('plan-benefits.yaml'));
export type ComparisonRow =
  | { type: 'section'; title: string }
  | { type: 'item'; title: string; members?: string; standard: string; prime: string };
export const institutionalRows = () => yaml<ComparisonRow[]>(membership('institutional-rows.yaml'));
export const institutionalLevels = () =>
  yaml<{ name: string; buttonText: string; subject: string }[]>(membership('institutional-levels.yaml'));
export const discounts = () => yaml<{ value: string; title: string; link?: Cta }[]>(membership('discounts.yaml'));
export const ambassadorRules = () => yaml<{ rule: string; detail: string }[]>(membership('ambassador-rules.yaml'));
export const ambassadorCards = () => yaml<{ title: string; text: string }[]>(membership('ambassador-cards.yaml'));
export const blocks = () =>
  yaml<Record<string, { heading: string; text: string; cta?: Cta }>>(membership('blocks.yaml'));
export const membershipFaq = () =>
  yaml<{ title?: string; items: { question: string; answer: string; link?: Cta }[] }>(
    'src/content/faqs/membership.yaml',
  );

export const fdp = () =>
  yaml<
    Record<
      string,
      {
        title: string;
        college: string;
        start: string;
        end?: string;
        mainPicture: Picture;
        collage: Picture[];
        events: Picture[];
      }
    >
  >(initiatives('fdp.yaml'))['ieee-ras-fdp'];
export const skillsTraining = () =>
  yaml<
    Record<
      string,
      {
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
      }
    >
  >(initiatives('skills-training.yaml'))['essential-skills-2025'];
export const innovationChallenge = () =>
  yaml<
    Record<string, { title: string; points: string[]; poster: Picture; start: string; closes: string; end: string }>
  >(initiatives('innovation-challenge.yaml'))['innovation-challenge-2025'];
export const comingSoon = () =>
  yaml<{ id: string; text: string; links: Cta[] }[]>('src/content/prime/coming-soon.yaml');

/** A route's entry in routes.yaml. */
export function route(id: string) {
  const entry = yaml<{ id: string; title: string; canonical?: string }[]>('src/content/site/routes.yaml').find(
    (item) => item.id === id,
  );
  if (!entry) throw new Error(`${id} is not in routes.yaml`);
  return entry;
}

/** The contact page link the site builds for a subject (src/lib/company.ts contactHref). */
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
