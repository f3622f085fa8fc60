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

const membershipSections = defineCollection({
  description: 'The alternating sections of /ematixprime/membership.',
  loader: file(`${dir}/sections.yaml`),
  schema: ({ image }) => membershipSectionSchema(image),
});

const membershipPremiumTiles = defineCollection({
  description: 'The six tiles of the Premium block on /ematixprime/membership.',
  loader: listFile(`${dir}/premium-tiles.yaml`),
  schema: premiumTileSchema,
});

const membershipPlanBenefits = defineCollection({
  description: 'The benefit table of the plan page.',
  loader: listFile(`${dir}/plan-benefits.yaml`),
  schema: planBenefitSchema,
});

const institutionalRows = defineCollection({
  description: 'The rows of the institutional comparison table.',
  loader: listFile(`${dir}/institutional-rows.yaml`),
  schema: comparisonRowSchema,
});

const institutionalLevels = defineCollection({
  description: 'The institutional levels (Standard, Prime) with their apply buttons.',
  loader: listFile(`${dir}/institutional-levels.yaml`),
  schema: institutionalLevelSchema,
});

const memberDiscounts = defineCollection({
  description: 'Member discounts on /ematixprime/membership/discount.',
  loader: listFile(`${dir}/discounts.yaml`),
  schema: memberDiscountSchema,
});

const ambassadorRules = defineCollection({
  description: 'The rules table of the ambassador page.',
  loader: listFile(`${dir}/ambassador-rules.yaml`),
  schema: ambassadorRuleSchema,
});

const ambassadorCards = defineCollection({
  description: 'The Campus Ambassador cards.',
  loader: listFile(`${dir}/ambassador-cards.yaml`),
  schema: ambassadorCardSchema,
});

const membershipBlocks = defineCollection({
  description: 'Text blocks of the membership pages, by id (eligibility, the Premium block, the help block, …).',
  loader: file(`${dir}/blocks.yaml`),
  schema: membershipBlockSchema,
});

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
