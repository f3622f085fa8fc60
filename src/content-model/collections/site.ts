import { z } from 'astro/zod';
import { byPart, defineCollection, file, files } from '../define';
import { primeNavigationSchema } from '../schemas/prime-navigation';
import { productTabSchema } from '../schemas/products';
import { navigationSchema, routeSchema, settingsSchema } from '../schemas/site';

/** Company facts, contact details and outside addresses: one entry, `site`. */
const settings = defineCollection({
  loader: file('src/content/site/settings.yaml'),
  schema: settingsSchema,
});

/**
 * Every menu: the header and footer (entries `header` and `footer` of site/navigation.yaml), the Ematix-Prime menu on
 * every /ematixprime page (`community`, prime/navigation.yaml) and the Apps / Suites / Web Products tabs shared by
 * the three product pages (`products`, the list of products/tabs.yaml).
 */
const navigation = defineCollection({
  loader: files([
    { file: 'src/content/site/navigation.yaml', inject: { menu: 'site' } },
    { file: 'src/content/prime/navigation.yaml', inject: { menu: 'community' } },
    { file: 'src/content/products/tabs.yaml', inject: { menu: 'products' }, entry: 'products' },
  ]),
  schema: byPart('menu', {
    site: navigationSchema,
    community: primeNavigationSchema,
    products: z.object({ items: z.array(productTabSchema) }),
  }),
});

/** Every page of the site with its title and description. */
const routes = defineCollection({
  loader: file('src/content/site/routes.yaml'),
  schema: routeSchema,
});

export const siteCollections = { settings, navigation, routes };
