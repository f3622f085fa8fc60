import { defineCollection, file } from '../define';
import { navigationSchema, routeSchema, settingsSchema } from '../schemas/site';

const settings = defineCollection({
  description: 'Company facts, contact details and outside addresses: one entry, `site`.',
  loader: file('src/content/site/settings.yaml'),
  schema: settingsSchema,
});

const navigation = defineCollection({
  description: 'Header and footer menus: entries `header` and `footer`.',
  loader: file('src/content/site/navigation.yaml'),
  schema: navigationSchema,
});

const routes = defineCollection({
  description: 'Every page of the site with its title and description.',
  loader: file('src/content/site/routes.yaml'),
  schema: routeSchema,
});

export const siteCollections = { settings, navigation, routes };
