import { defineCollection, file } from '../define';
import { navigationSchema, routeSchema, settingsSchema } from '../schemas/site';

/** Company facts, contact details and outside addresses: one entry, `site`. */
const settings = defineCollection({
  loader: file('src/content/site/settings.yaml'),
  schema: settingsSchema,
});

/** Header and footer menus: entries `header` and `footer`. */
const navigation = defineCollection({
  loader: file('src/content/site/navigation.yaml'),
  schema: navigationSchema,
});

/** Every page of the site with its title and description. */
const routes = defineCollection({
  loader: file('src/content/site/routes.yaml'),
  schema: routeSchema,
});

export const siteCollections = { settings, navigation, routes };
