import { defineCollection, file } from '../define';
import { parse } from 'yaml';
import {
  ambassadorCardSchema,
  ambassadorRuleSchema,
  comparisonRowSchema,
  institutionalLevelSchema,
  memberDiscountSchema,
  membershipBlockSchema,
  membershipSectionSchema,
  planBenefitSchema,
  premiumTileSchema,
} from '../schemas/prime-membership';

/**
 * The Ematix-Prime membership pages. One YAML file per list in src/content/prime/membership/; lists are shown in
 * the order they are written. Entries without an `id` field get their position ("1", "2", …) as id.
 */
const dir = 'src/content/prime/membership';

/**
 * A YAML list whose entries need no id of their own (table rows, tiles): each entry is named by its position,
 * "1", "2", …, so editors write only the fields. Whole-number keys keep the file's order.
 */
export const listFile = (path: string) =>
  file(path, {
    parser: (source) => {
      const items: unknown = parse(source);
      if (!Array.isArray(items)) throw new Error(`${path} must be a YAML list (each entry starting with "- ")`);
      return Object.fromEntries(items.map((item, index) => [String(index + 1), item]));
    },
  });

/** The alternating sections of /ematixprime/membership. */
const membershipSections = defineCollection({
  loader: file(`${dir}/sections.yaml`),
  schema: ({ image }) => membershipSectionSchema(image),
});

/** The six tiles of the Premium block on /ematixprime/membership. */
const membershipPremiumTiles = defineCollection({
  loader: listFile(`${dir}/premium-tiles.yaml`),
  schema: premiumTileSchema,
});

/** The benefit table of the plan page. */
const membershipPlanBenefits = defineCollection({
  loader: listFile(`${dir}/plan-benefits.yaml`),
  schema: planBenefitSchema,
});

/** The rows of the institutional comparison table. */
const institutionalRows = defineCollection({
  loader: listFile(`${dir}/institutional-rows.yaml`),
  schema: comparisonRowSchema,
});

/** The institutional levels (Standard, Prime) with their apply buttons. */
const institutionalLevels = defineCollection({
  loader: listFile(`${dir}/institutional-levels.yaml`),
  schema: institutionalLevelSchema,
});

/** Member discounts on /ematixprime/membership/discount. */
const memberDiscounts = defineCollection({ loader: listFile(`${dir}/discounts.yaml`), schema: memberDiscountSchema });

/** The rules table of the ambassador page. */
const ambassadorRules = defineCollection({
  loader: listFile(`${dir}/ambassador-rules.yaml`),
  schema: ambassadorRuleSchema,
});

/** The Campus Ambassador cards. */
const ambassadorCards = defineCollection({
  loader: listFile(`${dir}/ambassador-cards.yaml`),
  schema: ambassadorCardSchema,
});

/** Text blocks of the membership pages, by id (eligibility, the Premium block, the help block, …). */
const membershipBlocks = defineCollection({ loader: file(`${dir}/blocks.yaml`), schema: membershipBlockSchema });

export const primeMembershipCollections = {
  membershipSections,
  membershipPremiumTiles,
  membershipPlanBenefits,
  institutionalRows,
  institutionalLevels,
  memberDiscounts,
  ambassadorRules,
  ambassadorCards,
  membershipBlocks,
};
