/**
 * Loaders for the Ematix-Prime collections (membership prices, initiatives, awards, galleries), and the membership
 * pages' text blocks with their prices. Lists come back in the order they are written in their YAML file; a missing
 * entry stops the build with the file to fix.
 */
import { getCollection, getEntry, type CollectionEntry, type DataEntryMap } from 'astro:content';
import { membershipName, termLabel } from './membership';
import { fillPrices } from './price-tokens';
import { resolveGalleryCard } from './learning';

/** A membership page's data (its file in src/content/pages/) by its kind, e.g. `MembershipPage<'membership-plan'>`. */
export type MembershipPage<K extends CollectionEntry<'pages'>['data']['type']> = Extract<
  CollectionEntry<'pages'>['data'],
  { type: K }
>;

type Price = CollectionEntry<'prices'>['data'];

/**
 * One price file's entries in file order: `membership` (prime/membership/prices.yaml, the one list of membership
 * prices), `plan` (prime/membership/plans.yaml) or `app` (home/app-plans.yaml). Fails the build when it is empty.
 */
export async function getPrices<G extends Price['group']>(group: G): Promise<Extract<Price, { group: G }>[]> {
  const entries = await getCollection('prices', (entry) => entry.data.group === group);
  if (entries.length === 0)
    throw new Error(`the "${group}" prices are empty (src/content-model/collections/prices.ts)`);
  return entries.map((entry) => entry.data as Extract<Price, { group: G }>);
}

async function required<C extends keyof DataEntryMap>(collection: C, id: string, file: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`${file} needs an entry named "${id}"`);
  return entry.data as CollectionEntry<C>['data'];
}

/** A text block as MembershipBlock shows it: its id names its heading's anchor (`<id>-heading`). */
export interface MembershipBlockData {
  id: string;
  heading: string;
  text: string;
  cta?: { label: string; href: string };
}

/**
 * A text block of a membership page (the field `field` of the page file at `path`) with its id and the prices its
 * text names ({price:<id>}) written in from prices.yaml.
 */
export async function getMembershipBlock<B extends Omit<MembershipBlockData, 'id'>>(
  path: string,
  field: string,
  id: string,
  block: B,
) {
  const where = `src/content/pages${path}.yaml, ${field}`;
  return { id, ...block, text: fillPrices(block.text, await getPrices('membership'), where) };
}

type Programme = CollectionEntry<'programmes'>['data'];

/** A programme of one kind (the file of src/content/prime/initiatives/ it is in). */
async function programme<K extends Programme['kind']>(kind: K, id: string, file: string) {
  const data = await required('programmes', id, `src/content/prime/initiatives/${file}`);
  if (data.kind !== kind) throw new Error(`src/content/prime/initiatives/${file} needs an entry named "${id}"`);
  return data as Extract<Programme, { kind: K }>;
}

export const getFdp = (id = 'ieee-ras-fdp') => programme('fdp', id, 'fdp.yaml');
/** A skills training with its id (its brochure's file name). */
export const getSkillsTraining = async (id = 'essential-skills-2025') => ({
  id,
  ...(await programme('skills', id, 'skills-training.yaml')),
});
export const getInnovationChallenge = (id = 'innovation-challenge-2025') =>
  programme('challenge', id, 'innovation-challenge.yaml');

type ConferencePage = Extract<CollectionEntry<'pages'>['data'], { type: 'conference' }>;

/** A conference's page (its page file, `type: conference`, at `path`) and the event it names in events.yaml. */
export async function getConference(path: string, page: ConferencePage) {
  const event = await getEntry(page.event);
  if (!event)
    throw new Error(`src/content/pages${path}.yaml names event "${page.event.id}", which is not in events.yaml`);
  return { page, event: event.data };
}

/** An award page: its file in src/content/awards/ without ".yaml", e.g. "faculty". */
export async function getAward(id: string) {
  const entry = await getEntry('awards', id);
  if (!entry) throw new Error(`no award page "${id}" in src/content/awards/ (add ${id}.yaml there)`);
  return entry.data;
}

/**
 * A gallery page (src/content/galleries/<id>.yaml) with its cards as shown: a card that names an FDP (`fdp:`) takes
 * that FDP's title, college, dates and pictures from src/content/prime/initiatives/fdp.yaml.
 */
export async function getGallery(id: string) {
  const entry = await getEntry('galleries', id);
  if (!entry) throw new Error(`no gallery "${id}" in src/content/galleries/ (add ${id}.yaml there)`);
  const fdps = new Map(
    (await getCollection('programmes')).flatMap((entry) =>
      entry.data.kind === 'fdp' ? [[entry.id, entry.data] as const] : [],
    ),
  );
  return { ...entry.data, cards: entry.data.cards.map((card) => resolveGalleryCard(card, (fdpId) => fdps.get(fdpId))) };
}

/** The gallery pages and the gallery file (src/content/galleries/<id>.yaml) each shows. */
export const GALLERY_PAGES = [
  { path: '/ematixprime/internshipgallery', id: 'internships', heading: 'Internship Gallery' },
  { path: '/ematixprime/mougallery', id: 'mou', heading: 'MOU and Events Gallery' },
] as const;

/** How many pictures a gallery shows inside a post (`<Gallery name="…" />`): the first of each card. */
const GALLERY_PREVIEW_PICTURES = 4;

/**
 * Every gallery as an .mdx post or internship shows it (`<Gallery name="…" />`, src/components/mdx/Gallery.astro):
 * the first picture of each of its first cards, captioned with the card's title and college, and the gallery's page.
 */
export async function getGalleryPreviews() {
  const previews = await Promise.all(
    (await getCollection('galleries')).map(async ({ id }) => {
      const gallery = await getGallery(id);
      const page = GALLERY_PAGES.find((candidate) => candidate.id === id);
      const pictures = gallery.cards
        .filter((card) => card.pictures.length > 0)
        .slice(0, GALLERY_PREVIEW_PICTURES)
        .map((card) => ({ ...card.pictures[0]!, caption: `${card.title}, ${card.college}` }));
      return [id, { heading: page?.heading ?? id, path: page?.path, pictures }] as const;
    }),
  );
  return Object.fromEntries(previews);
}
export type GalleryPreviews = Awaited<ReturnType<typeof getGalleryPreviews>>;

/**
 * Every membership of prices.yaml, in file order, with its plan from plans.yaml, its name ("Student Premium") and
 * its term ("3 years"). The one source of membership prices for every page and the registration form.
 */
export async function getMemberships() {
  const plans = await getPrices('plan');
  const prices = await getPrices('membership');
  return prices.map((option) => {
    const plan = plans.find((candidate) => candidate.id === option.plan);
    if (!plan)
      throw new Error(
        `src/content/prime/membership/prices.yaml: "${option.id}" has plan "${option.plan}", which plans.yaml does not list`,
      );
    return { ...option, planDetails: plan, name: membershipName(option, plan.title), term: termLabel(option.years) };
  });
}

/**
 * The plan page's cards: each plan of plans.yaml, in file order, with the membership of prices.yaml it names
 * (`price:`), whose price the card shows and which its button chooses on the form (SPEC §2: Free and Premium).
 */
export async function getPlanCards() {
  const memberships = await getMemberships();
  return (await getPrices('plan')).map((plan) => {
    const membership = memberships.find((option) => `membership/${option.id}` === plan.price.id);
    if (!membership || membership.plan !== plan.id)
      throw new Error(
        `src/content/prime/membership/plans.yaml: the ${plan.id} plan's price "${plan.price.id}" must be a ${plan.id} membership of prices.yaml`,
      );
    return { plan, membership };
  });
}

/** The first membership for `audience` with `plan` (the shortest term): e.g. the Student Premium of the student page. */
export async function getMembershipFor(audience: 'student' | 'professional' | 'everyone', plan: 'free' | 'premium') {
  const found = (await getMemberships()).find((option) => option.for === audience && option.plan === plan);
  if (!found) throw new Error(`src/content/prime/membership/prices.yaml needs a ${plan} membership for "${audience}"`);
  return found;
}
