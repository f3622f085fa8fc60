import { byPart, defineCollection, files } from '../define';
import { appPlanSchema } from '../schemas/home';
import { membershipPlanSchema, membershipPriceSchema } from '../schemas/prime-membership';

const prices = defineCollection({
  description:
    'Prices, one file per group (`group` comes from the file; ids are `<group>/<id>`): every membership a visitor can register for with its price (the one list of membership prices), the Free and Premium plans with what each includes, and the app-development price cards of the home page and /services/android-development.',
  loader: files([
    {
      file: 'src/content/prime/membership/prices.yaml',
      inject: { group: 'membership' },
      idPrefix: 'membership/',
      description:
        'Every membership a visitor can register for, with its price: the one place membership prices live. The student membership page, the plan page (each plan\'s card shows the membership its `price` in plans.yaml names), the professional page and the registration form read them here. The professional page shows every professional Premium term and marks the lowest price per year "Best value" (worked out from the prices). Text anywhere else names a price by a placeholder, never a figure: {price:student-premium} or {price-with-gst:professional-premium-1-year} (docs/editing.md, "Change a price").',
    },
    {
      file: 'src/content/prime/membership/plans.yaml',
      inject: { group: 'plan' },
      idPrefix: 'plan/',
      description:
        "The two plans, Free and Premium, in page order: what each includes, for students and professionals alike. Their prices, for whom and for how long, are in prices.yaml; a plan's `price` names the membership of prices.yaml whose price the plan page's card shows and which its button chooses on the registration form.",
    },
    {
      file: 'src/content/home/app-plans.yaml',
      inject: { group: 'app' },
      idPrefix: 'app/',
      description:
        'The app-development price cards, in the order shown on the home page and on /services/android-development. Prices are rupees without commas or "₹" (e.g. 79000); the site writes them the Indian way (₹79,000).',
    },
  ]),
  schema: ({ image }) =>
    byPart('group', { membership: membershipPriceSchema, plan: membershipPlanSchema, app: appPlanSchema(image) }),
});

export const priceCollections = { prices };
