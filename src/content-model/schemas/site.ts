import { z } from 'astro/zod';
import { cta, externalUrl, formAddress, marked, sitePath, text } from './shared';

/** The one file of company facts and outside addresses (src/content/site/settings.yaml). */
export const settingsSchema = z.object({
  /** Company name as shown everywhere, e.g. "Ematix". */
  name: text('the company name, e.g. "Ematix"'),
  /** Name of the learning community, e.g. "Ematix-Prime". */
  communityName: text('the learning community name, e.g. "Ematix-Prime"'),
  /** One sentence under the logo in the footer and in search results. */
  tagline: text('one sentence that sums up the company'),
  /** Default meta description for pages that do not set their own (at most 160 characters). */
  description: text('the default search-result description').pipe(
    z.string().max(160, 'must be at most 160 characters so search engines show it whole'),
  ),
  /** Contact e-mail address shown in the footer and on the contact pages. */
  email: marked(z.string().email('must be an e-mail address, e.g. "hello@ematix.example.com"')),
  /** Support phone number as dialled, with country code, e.g. "+91 90000 00000". */
  phone: marked(text('the support phone number with country code, e.g. "+91 90000 00000"')),
  /** WhatsApp number, digits only with country code, used by the floating chat link, e.g. "919000000000". */
  whatsapp: marked(z.string().regex(/^\d{10,15}$/, 'must be digits only with the country code, e.g. "919000000000"')),
  /** Postal address. */
  address: z.object({
    /** Building, floor and street, e.g. "2nd Floor, Omalur Main Road, Hasthampatti". */
    street: text('street and building'),
    /** The city, e.g. "Salem". */
    locality: text('the city, e.g. "Salem"'),
    /** The state, e.g. "Tamil Nadu". */
    region: text('the state, e.g. "Tamil Nadu"'),
    /** The six-digit PIN code in quotes, e.g. "636007". */
    postalCode: z.string().regex(/^\d{6}$/, 'must be the six-digit PIN code in quotes, e.g. "636007"'),
    /** The country, e.g. "India". */
    country: text('the country, e.g. "India"'),
    /** Two-letter country code for search engines, e.g. "IN". */
    countryCode: z.string().length(2, 'must be the two-letter country code, e.g. "IN"'),
  }),
  /** Working hours as shown to visitors, one line each. */
  hours: z.array(text('a line of working hours, e.g. "Monday–Saturday: 09:00 AM – 6:00 PM"')).min(1),
  /** Working hours for search engines (schema.org openingHours), e.g. "Mo-Sa 09:00-18:00". */
  openingHours: text('the hours in schema.org form, e.g. "Mo-Sa 09:00-18:00"'),
  /** The recognition line in the footer. */
  recognition: text('e.g. "Government recognised and ISO certified"'),
  /** The year the copyright starts, e.g. 2025. */
  copyrightSince: z.number().int().min(2000).max(2100),
  /** Address (https) of the form-forwarding service that e-mails form submissions to the company. */
  formEndpoint: externalUrl,
  /** Outside addresses used across the site. */
  externalLinks: z.object({
    /** The online test site behind the red "Take Test Link" button. */
    testSite: externalUrl,
    /**
     * The shared enrolment form for internships, courses and the skills training (an internship may name its own).
     * Write {title} where the form takes the chosen programme's title, e.g.
     * "https://forms.example.com/f/enrol?programme={title}" or a Google Form's pre-filled link ending "entry.123456789={title}".
     */
    enrolmentForm: formAddress,
    /** The campus ambassador registration form. */
    ambassadorForm: externalUrl,
    /** The Student Innovation Challenge registration form. */
    innovationChallengeForm: externalUrl,
  }),
  /** Social profiles, shown as links in the footer and on the contact pages. */
  social: z.array(
    z.object({
      /** The network's name, e.g. "LinkedIn"; LinkedIn, Instagram, YouTube and Facebook get their own icon. */
      label: text('the network name, e.g. "LinkedIn"'),
      /** The full address of the profile, e.g. "https://www.linkedin.com/company/ematix". */
      url: externalUrl,
    }),
  ),
  /** Headline numbers, e.g. { value: "10+", label: "Years of experience" }. */
  stats: z
    .array(
      z.object({
        /** The figure as shown, e.g. "500+". */
        value: text('the number, e.g. "500+"'),
        /** What it counts, e.g. "Clients served". */
        label: text('what it counts, e.g. "Clients served"'),
      }),
    )
    .min(1, 'needs at least one figure'),
  /** Badges beside the company introduction, e.g. "15+ Proven Success". */
  badges: z.array(
    z.object({
      /** The figure on the badge, e.g. "15+". */
      value: text('e.g. "15+"'),
      /** The words after it, e.g. "Proven Success". */
      label: text('e.g. "Proven Success"'),
    }),
  ),
});

/** A link in the header or footer navigation. */
export const navItemSchema = cta.extend({
  /** Label used in the mobile menu when it differs, e.g. "Ematix-Prime". */
  mobileLabel: z.string().optional(),
  /** Show in the desktop header row. */
  desktop: z.boolean().default(true),
  /** Show in the mobile menu. */
  mobile: z.boolean().default(true),
});

/** A navigation menu: `header` or `footer` in src/content/site/navigation.yaml. */
export const navigationSchema = z.object({
  items: z.array(navItemSchema).min(1, 'needs at least one link'),
});

/**
 * One page of the site (src/content/site/routes.yaml). The id is the canonical path, e.g. "/products".
 */
export const routeSchema = z.object({
  /** The page title, shown in the browser tab and search results (the site name is added). */
  title: text('the page title, e.g. "Careers"'),
  /** One or two sentences on what the page offers, used as the meta description (at most 160 characters). */
  description: text('what the page offers').pipe(z.string().max(160, 'must be at most 160 characters')),
  /** Older spellings of this path that must keep working, e.g. "/Products" or "/about us". */
  aliases: z.array(z.string().startsWith('/', 'must start with "/"')).default([]),
  /** For pages reachable under two paths: the path search engines should treat as the original. */
  canonical: sitePath.optional(),
});

export type Settings = z.infer<typeof settingsSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
