/**
 * Every page's share card (~/lib/share-card/card), from the data the pages themselves load: the page files of
 * src/content/pages, the internships, the events with a page of their own and the blog posts. The one place that says
 * which title, price, dates and brand each page's card shows; src/pages/og/[...card].png.ts draws each, and the head
 * (BaseHead, through `Astro.locals.site.card`) links the card of its page. A page made by a route not listed here stops
 * the build (BaseHead).
 */
import { getCollection, getEntry } from 'astro:content';
import { cardsByPath, eventCard, internshipCard, pageCard, postCard, type ShareCard } from './card';
import { areaLabel, areaOf } from '../widgets/search';
import { internshipCategoryLabels, internshipPath, visibleInternships } from '../content/internships';
import { eventPagePath, hasOwnPage, isOnline } from '../content/events';
import { getVisibleEntries } from '../content/visible';

/** The not-found page has no page file (it answers every unknown path); its card says what it is. */
export const notFoundPage = {
  path: '/404',
  title: 'Page not found',
  description: 'The page you asked for does not exist. Find your way on from here.',
};

async function loadShareCards(): Promise<Map<string, ShareCard>> {
  const [routes, internships, events, posts] = await Promise.all([
    getCollection('pages'),
    getCollection('internships'),
    getCollection('events'),
    getVisibleEntries('blog'),
  ]);
  const projectPaths = routes.filter((route) => route.data.type === 'project').map((route) => route.id);
  const cards: ShareCard[] = [];
  for (const route of routes) {
    // A page served at a second path shares its canonical page's card.
    if (route.data.canonical) continue;
    const area = areaLabel(areaOf(route.id, projectPaths));
    // A conference page under /service is of one of the community's conferences (events.yaml): its brand.
    if (route.data.type === 'conference') {
      const event = await getEntry(route.data.event);
      if (!event)
        throw new Error(
          `src/content/pages${route.id}.yaml names event "${route.data.event.id}", which is not in events.yaml`,
        );
      const lowestFee = Math.min(...route.data.registration.map((option) => option.price.inr));
      cards.push({
        ...eventCard(
          route.id,
          { ...event.data, title: route.data.title },
          { online: isOnline(event.data), lowestFee, brand: 'Ematix-Prime' },
        ),
        subtitle: route.data.description,
      });
    } else cards.push(pageCard(route.id, route.data, area));
  }
  for (const entry of visibleInternships(internships, import.meta.env.PROD)) {
    cards.push(internshipCard(internshipPath(entry.id), entry.data, internshipCategoryLabels[entry.data.category]));
  }
  for (const { data: event } of events.filter(({ data }) => hasOwnPage(data))) {
    cards.push(eventCard(eventPagePath(event), event, { online: isOnline(event) }));
  }
  for (const post of posts) cards.push(postCard(`/blog/${post.id}`, post.data));
  cards.push(pageCard(notFoundPage.path, notFoundPage, areaLabel('company')));
  return cardsByPath(cards);
}

// Read once per build; in `astro dev` on every request, so an edited entry shows at once.
let cached: Promise<Map<string, ShareCard>> | undefined;
export function getShareCards(): Promise<Map<string, ShareCard>> {
  if (!import.meta.env.PROD) return loadShareCards();
  cached ??= loadShareCards();
  return cached;
}
