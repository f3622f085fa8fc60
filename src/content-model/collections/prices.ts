import { byPart, defineCollection, files } from '../define';
import { appPlanSchema } from '../schemas/home';
import { membershipPlanSchema, membershipPriceSchema } from '../schemas/prime-membership';

const prices = defineCollection({
  description:
    'Prices, one file per group (`group` comes from the file; ids are `<group>/<id>`): every membership a visitor can register for with its price (the one list of membership prices), the Free and Premium plans with what each includes, and the app-development price cards of the home page and /services/android-development.',
  loader: files([
    { file: 'src/content/prime/membership/prices.yaml', inject: { group: 'membership' }, idPrefix: 'membership/' },
    { file: 'src/content/prime/membership/plans.yaml', inject: { group: 'plan' }, idPrefix: 'plan/' },
    { file: 'src/content/home/app-plans.yaml', inject: { group: 'app' }, idPrefix: 'app/' },
  ]),
  schema: ({ image }) =>
    byPart('group', { membership: membershipPriceSchema, plan: membershipPlanSchema, app: appPlanSchema(image) }),
});

export const priceCollections = { prices };
