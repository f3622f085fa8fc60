import { z } from 'astro/zod';
import { cta, externalUrl, formAddress, marked, searchWords, sitePath, text } from './shared';

/** The one file of company facts and outside addresses (src/content/site/settings.yaml). */
export const settingsSchema = z.strictObject({
  name: text('Company name as shown everywhere, e.g. "Ematix".'),
  communityName: text('Name of the learning community, e.g. "Ematix-Prime".'),
  tagline: text('One sentence under the logo in the footer and in search results.'),
  description: text('Default meta description for pages that do not set their own (at most 160 characters).').pipe(
    z.string().max(160, 'must be at most 160 characters so search engines show it whole'),
  ),
  email: marked(z.string().email('must be an e-mail address, e.g. "hello@ematix.example.com"')).describe(
    'Contact e-mail address shown in the footer and on the contact pages.',
  ),
  phone: marked(text('The support phone number with country code, e.g. "+91 90000 00000".')).describe(
    'Support phone number as dialled, with country code, e.g. "+91 90000 00000".',
  ),
  whatsapp: marked(
    z.string().regex(/^\d{10,15}$/, 'must be digits only with the country code, e.g. "919000000000"'),
  ).describe('WhatsApp number, digits only with country code, used by the floating chat link, e.g. "919000000000".'),
  address: z
    .strictObject({
      street: text('Building, floor and street, e.g. "2nd Floor, Omalur Main Road, Hasthampatti".'),
      locality: text('The city, e.g. "Salem".'),
      region: text('The state, e.g. "Tamil Nadu".'),
      postalCode: z
        .string()
        .regex(/^\d{6}$/, 'must be the six-digit PIN code in quotes, e.g. "636007"')
        .describe('The six-digit PIN code in quotes, e.g. "636007".'),
      country: text('The country, e.g. "India".'),
      countryCode: z
        .string()
        .length(2, 'must be the two-letter country code, e.g. "IN"')
        .describe('Two-letter country code for search engines, e.g. "IN".'),
    })
    .describe('Postal address.'),
  hours: z
    .array(text('A line of working hours, e.g. "Monday–Saturday: 09:00 AM – 6:00 PM".'))
    .min(1)
    .describe('Working hours as shown to visitors, one line each.'),
  openingHours: text('Working hours for search engines (schema.org openingHours), e.g. "Mo-Sa 09:00-18:00".'),
  recognition: text('The recognition line in the footer.'),
  copyrightSince: z.number().int().min(2000).max(2100).describe('The year the copyright starts, e.g. 2025.'),
  formEndpoint: externalUrl.describe(
    'Address (https) of the form-forwarding service that e-mails form submissions to the company.',
  ),
  externalLinks: z
    .strictObject({
      testSite: externalUrl.describe('The online test site behind the red "Take Test Link" button.'),
      enrolmentForm: formAddress.describe(
        'The shared enrolment form for internships, courses and the skills training (an internship may name its own). Write {title} where the form takes the chosen programme\'s title, e.g. "https://forms.example.com/f/enrol?programme={title}" or a Google Form\'s pre-filled link ending "entry.123456789={title}".',
      ),
      ambassadorForm: externalUrl.describe('The campus ambassador registration form.'),
      innovationChallengeForm: externalUrl.describe('The Student Innovation Challenge registration form.'),
    })
    .describe('Outside addresses used across the site.'),
  social: z
    .array(
      z.strictObject({
        label: text(
          'The network\'s name, e.g. "LinkedIn"; LinkedIn, Instagram, YouTube and Facebook get their own icon.',
        ),
        url: externalUrl.describe('The full address of the profile, e.g. "https://www.linkedin.com/company/ematix".'),
      }),
    )
    .describe('Social profiles, shown as links in the footer and on the contact pages.'),
  stats: z
    .array(
      z.strictObject({
        value: text('The figure as shown, e.g. "500+".'),
        label: text('What it counts, e.g. "Clients served".'),
      }),
    )
    .min(1, 'needs at least one figure')
    .describe('Headline numbers, e.g. { value: "10+", label: "Years of experience" }.'),
  badges: z
    .array(
      z.strictObject({
        value: text('The figure on the badge, e.g. "15+".'),
        label: text('The words after the figure, e.g. "Proven Success".'),
      }),
    )
    .describe('Badges beside the company introduction, e.g. "15+ Proven Success".'),
});

/** A link in the header or footer navigation. */
const navItemSchema = cta.extend({
  mobileLabel: z.string().optional().describe('Label used in the mobile menu when it differs, e.g. "Ematix-Prime".'),
  desktop: z.boolean().default(true).describe('Show in the desktop header row.'),
  mobile: z.boolean().default(true).describe('Show in the mobile menu.'),
});

/** A navigation menu: `header` or `footer` in src/content/site/navigation.yaml. */
export const navigationSchema = z.strictObject({
  items: z.array(navItemSchema).min(1, 'needs at least one link'),
});

/**
 * One page of the site (src/content/pages). The id is the canonical path, e.g. "/products".
 */
export const routeSchema = z.strictObject({
  title: text('The page title, shown in the browser tab and search results (the site name is added).'),
  description: text(
    'One or two sentences on what the page offers, used as the meta description (at most 160 characters).',
  ).pipe(z.string().max(160, 'must be at most 160 characters')),
  aliases: z
    .array(z.string().startsWith('/', 'must start with "/"'))
    .default([])
    .describe('Older spellings of this path that must keep working, e.g. "/Products" or "/about us".'),
  canonical: sitePath
    .optional()
    .describe('For pages reachable under two paths: the path search engines should treat as the original.'),
  searchWords,
});
