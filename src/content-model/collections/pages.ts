import { defineCollection, glob } from '../define';
import { joinKinds, pageUnion } from '../schemas/pages';
import { companyPageKinds } from '../schemas/company';
import { homePageKinds } from '../schemas/home';
import { primeMembershipPageKinds } from '../schemas/prime-membership';
import { primePageKinds } from '../schemas/prime-pages';
import type { ImageHelper } from '../schemas/shared';

const pages = defineCollection({
  description:
    'Every page of the site, one file per page: `src/content/pages/<path>.yaml` is the page at `/<path>` (`index.yaml` is the home page). Each has its title and description and, by its `type`, the content of its kind.',
  loader: glob({
    pattern: '**/[^_]*.yaml',
    base: './src/content/pages',
    // The page's path: "ematixprime/conference.yaml" → "/ematixprime/conference", "index.yaml" → "/".
    generateId: ({ entry }) => `/${entry.replace(/\.yaml$/, '').replace(/^index$/, '')}`,
  }),
  schema: ({ image }: { image: ImageHelper }) =>
    pageUnion(
      joinKinds(companyPageKinds(image), homePageKinds(image), primeMembershipPageKinds(image), primePageKinds(image)),
    ),
});

export const pageCollections = { pages };
