import { z } from 'astro/zod';
import { byPart, defineCollection, files } from '../define';
import { primeNavigationSchema } from '../schemas/prime-navigation';
import { productTabSchema } from '../schemas/products';
import { logoSchema, valueSchema } from '../schemas/home';
import { navigationSchema, settingsSchema } from '../schemas/site';

const settings = defineCollection({
  description:
    "The company's facts: contact details, outside addresses and figures (entry `site` of site/settings.yaml), the logos of trusted-by companies, academic partners and clients (`logos/<id>`, home/logos.yaml) and the vision, mission and strategy (`values/<id>`, home/values.yaml), which the home page and /about-us show.",
  loader: files([
    { file: 'src/content/site/settings.yaml', inject: { part: 'site' } },
    { file: 'src/content/home/logos.yaml', inject: { part: 'logo' }, idPrefix: 'logos/' },
    { file: 'src/content/home/values.yaml', inject: { part: 'value' }, idPrefix: 'values/' },
  ]),
  schema: ({ image }) => byPart('part', { site: settingsSchema, logo: logoSchema(image), value: valueSchema }),
});

const navigation = defineCollection({
  description:
    'Every menu: the header and footer (entries `header` and `footer` of site/navigation.yaml), the Ematix-Prime menu on every /ematixprime page (`community`, prime/navigation.yaml) and the Apps / Suites / Web Products tabs shared by the three product pages (`products`, the list of products/tabs.yaml).',
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

export const siteCollections = { settings, navigation };
