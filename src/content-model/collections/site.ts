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
    {
      file: 'src/content/site/settings.yaml',
      inject: { part: 'site' },
      description:
        'Company facts and every outside address the site uses. The contact details, links and form endpoint are placeholders (example.com addresses and a 90000 phone number) until the real ones are set here, before going live (`npm run go-live` lists them).',
    },
    {
      file: 'src/content/home/logos.yaml',
      inject: { part: 'logo' },
      idPrefix: 'logos/',
      description:
        'The logos, each in its `group`: trusted-by, academic partners and the scrolling strip of clients on the home page, in the order written. The files are in src/assets/home/logos/ (PNG, 400×120).',
    },
    {
      file: 'src/content/home/values.yaml',
      inject: { part: 'value' },
      idPrefix: 'values/',
      description: 'Vision, mission and strategy, in this order, on the home page and on /about-us.',
    },
  ]),
  schema: ({ image }) => byPart('part', { site: settingsSchema, logo: logoSchema(image), value: valueSchema }),
});

const navigation = defineCollection({
  description:
    'Every menu: the header and footer (entries `header` and `footer` of site/navigation.yaml), the Ematix-Prime menu on every /ematixprime page (`community`, prime/navigation.yaml) and the Apps / Suites / Web Products tabs shared by the three product pages (`products`, the list of products/tabs.yaml).',
  loader: files([
    {
      file: 'src/content/site/navigation.yaml',
      inject: { menu: 'site' },
      description:
        'The header and footer menus, in the order shown. `desktop: false` keeps a link out of the desktop row, `mobile: false` out of the mobile menu. Paths are lowercase.',
    },
    {
      file: 'src/content/prime/navigation.yaml',
      inject: { menu: 'community' },
      description:
        'The Ematix-Prime menu under the site header on every /ematixprime page, in the order shown: each item with its label, its path (its main page), an optional submenu of pages and `red: true` for the one red button. The red "Take Test Link" goes to the test site of the site settings (externalLinks.testSite). Every path must be a page of the site (a file in src/content/pages).',
    },
    {
      file: 'src/content/products/tabs.yaml',
      inject: { menu: 'products' },
      entry: 'products',
      description:
        "The tabs at the top of the three product pages, in the order shown. The id must stay apps, suites or webproduct: the page's address decides which tab is selected.",
    },
  ]),
  schema: byPart('menu', {
    site: navigationSchema,
    community: primeNavigationSchema,
    products: z.strictObject({ items: z.array(productTabSchema) }),
  }),
});

export const siteCollections = { settings, navigation };
