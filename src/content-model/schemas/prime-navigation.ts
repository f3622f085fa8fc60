/**
 * The Ematix-Prime menu under the site header on every /ematixprime page (src/content/prime/navigation.yaml,
 * SPEC §3 "Community nav item": label, path, submenu, red-button flag). Items and submenu links are shown in the
 * order they are written.
 */
import { z } from 'astro/zod';
import { sitePath, text } from './shared';

/** A link in a submenu. */
const primeNavLinkSchema = z.strictObject({
  label: text('The words in the submenu, e.g. "Conference FAQ".'),
  path: sitePath.describe(
    'The page it opens: a path of this site (a page of src/content/pages), e.g. "/ematixprime/conference/faq".',
  ),
});

/** The outside addresses of settings.yaml (`externalLinks`) an item may point to instead of a path. */
const externalLinkNames = ['testSite', 'enrolmentForm', 'ambassadorForm', 'innovationChallengeForm'] as const;

/** One item of the menu row: a section with its submenu, or a single button such as the red "Take Test Link". */
const primeNavItemSchema = z
  .strictObject({
    label: text('The words in the menu row, e.g. "Conference".'),
    path: sitePath
      .optional()
      .describe(
        'The section\'s main page, e.g. "/ematixprime/conference". Leave out only for an item with `external`.',
      ),
    external: z
      .enum(externalLinkNames, {
        errorMap: () => ({
          message: `must be one of ${externalLinkNames.join(', ')} (the names under externalLinks in settings.yaml)`,
        }),
      })
      .optional()
      .describe(
        'For a button to an outside site: the name of its address in src/content/site/settings.yaml under externalLinks, e.g. "testSite". It opens in a new tab.',
      ),
    submenu: z
      .array(primeNavLinkSchema)
      .min(1, 'needs at least one link; leave submenu out for a single link')
      .optional()
      .describe("The section's pages, shown as a submenu (a dropdown on wide screens, an accordion row on phones)."),
    red: z
      .boolean()
      .default(false)
      .describe('Set to true for the one red button at the end of the row (the "Take Test Link").'),
  })
  .refine((item) => Boolean(item.path) !== Boolean(item.external), {
    message:
      'needs either `path` (a page of this site) or `external` (an outside address from settings.yaml), not both',
  })
  .refine((item) => !(item.submenu && item.external), { message: 'an outside link cannot have a submenu' });

/** The menu: `community` in src/content/prime/navigation.yaml. */
export const primeNavigationSchema = z.strictObject({
  items: z
    .array(primeNavItemSchema)
    .min(1, 'needs at least one item')
    .describe('The items of the row, in the order shown.'),
});
