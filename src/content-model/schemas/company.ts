/**
 * Schemas of the company pages: the services page (/service), the software development page, enterprise, the
 * franchise page (/partner) and the four project pages (/hrm, /ubs, /vsc, /dconnect).
 */
import { z } from 'astro/zod';
import { icons, type IconName } from '../../components/ui/icons';
import { careerBenefitSchema, careerRoleSchema } from './careers';
import { cta, picture, requires, sitePath, text, uniqueBy, type ImageHelper } from './shared';

const iconNames = Object.keys(icons) as [IconName, ...IconName[]];

const iconName = z
  .enum(iconNames, {
    errorMap: () => ({ message: `must be one of the icons in src/components/ui/icons.ts: ${iconNames.join(', ')}` }),
  })
  .describe('The name of an icon from src/components/ui/icons.ts, e.g. "smartphone".');

const contactCta = z
  .strictObject({
    heading: text('The heading of the closing block, e.g. "Have a project in mind?".'),
    text: text('One or two sentences under the heading.'),
    label: text('The button text, e.g. "Contact Enterprise Team".'),
    subject: z
      .string()
      .trim()
      .min(1, 'must not be empty: leave the line out for a plain /contact link')
      .optional()
      .describe(
        'The subject the contact form starts with, e.g. "Software development". Leave out for a plain /contact link.',
      ),
  })
  .describe(
    'The call to action at the end of a page. The button goes to the contact page with the subject filled in, e.g. subject "Software development" links to /contact?subject=Software%20development.',
  );

/** A titled paragraph with a short list of points, used for offerings and solution sections. */
const offering = z.strictObject({
  title: text('The heading, e.g. "Embedded software".'),
  icon: iconName.describe('An icon shown beside the heading.'),
  summary: text('One to three sentences on what it is and who it helps.'),
  points: z
    .array(text('A short point.'))
    .min(2, 'needs at least two points')
    .max(6, 'keep it to six points at most')
    .describe('Two to six short points, e.g. "Firmware for STM32 and ESP32".'),
});

/** A numbered step, e.g. one of the four steps to open a franchise. */
const stepSchema = z.strictObject({
  title: text('The step in a few words, e.g. "Send an enquiry".'),
  description: text('One or two sentences on what happens in this step.'),
});

/** Intro and closing block of a company page: the first and last fields of its page file (see companyPageKinds). */
const companyPageSchema = z.strictObject({
  introHeading: text('The heading of the first section, e.g. "What we build".'),
  intro: text('One or two paragraphs introducing the page, separated by an empty line.'),
  related: z
    .array(cta)
    .default([])
    .describe(
      'Links to related pages shown above the closing block, e.g. { label: "All our services", href: "/service" }.',
    ),
  cta: contactCta,
});

/** One service card inside a category of the services page. */
const serviceCardSchema = z.strictObject({
  title: text('The service, e.g. "E-learning".'),
  description: text('One or two sentences on the service.'),
  icon: iconName.describe('An icon shown at the top of the card.'),
  path: sitePath
    .optional()
    .describe(
      'The page with the details, e.g. "/service/elearning". Leave out when there is none: the card then has no link.',
    ),
});

/**
 * A category of the services page (`categories` of /service), shown in file order. Its `id` is the category key:
 * android, software, lms or dm.
 */
const serviceCategorySchema = (image: ImageHelper) =>
  z
    .strictObject({
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be a short key in lowercase letters, digits and hyphens, e.g. "android"')
        .describe(
          'The category key, e.g. "android": the category\'s address on the page is /service#services-<key>. Each category has its own.',
        ),
      title: text('The category name, e.g. "App development".'),
      description: text('Two or three sentences introducing the category.'),
      image: picture(image).describe(
        'The picture beside the text and what it shows, e.g. `{ src: "../../assets/company/hrm.jpg", alt: "An HR dashboard" }`.',
      ),
      path: sitePath
        .optional()
        .describe('The category\'s own page, e.g. "/services/android-development"; leave out when it has none.'),
      pathLabel: z
        .string()
        .trim()
        .min(1)
        .optional()
        .describe('Text of the link to that page, e.g. "App development prices". Needed when `path` is set.'),
      cards: z
        .array(serviceCardSchema)
        .min(1, 'needs at least one service card')
        .describe('The service cards shown when the visitor opens the category.'),
    })
    .refine((category) => !category.path || category.pathLabel, {
      message: 'pathLabel is required when path is set: the text of the link, e.g. "App development prices"',
      path: ['pathLabel'],
    })
    .superRefine(requires({ pathLabel: 'when path is set' }));

/** What the software development page offers (its `offerings`). */
const softwareOfferingSchema = offering;

/** An enterprise solution section (`solutions` of the enterprise page). */
const enterpriseSolutionSchema = offering;

/** An industry Ematix serves (`industries` of the enterprise page). */
const industrySchema = z.strictObject({
  name: text('The industry, e.g. "Healthcare".'),
  icon: iconName,
  description: text('One sentence on what Ematix builds for it.'),
});

/**
 * A layer of the modular capability diagram on the enterprise page (its `capabilities`), listed top (closest to the
 * user) to bottom (the hardware). `across: true` marks the band that runs beside all layers, such as project
 * management and support.
 */
const capabilityLayerSchema = z.strictObject({
  title: text('The layer name, e.g. "Connectivity".'),
  description: text('One sentence on what the layer does.'),
  modules: z
    .array(text('A building block, e.g. "MQTT".'))
    .min(1, 'needs at least one building block')
    .describe('The building blocks in this layer, e.g. "MQTT", "LoRaWAN".'),
  across: z.boolean().default(false).describe('True for the band that applies to every layer (drawn beside them).'),
});

/** A franchise benefit (`benefits` of /partner). */
const partnerBenefitSchema = z.strictObject({
  title: text('The benefit, e.g. "Trusted brand".'),
  icon: iconName,
  description: text('Two or three sentences on the benefit.'),
});

/** A module of a project, e.g. the attendance module of the HRM system. */
const projectModuleSchema = z.strictObject({
  title: text('The module name, e.g. "Attendance".'),
  icon: iconName,
  description: text('One or two sentences on what the module does.'),
});

/** A project page: /hrm, /ubs, /vsc or /dconnect (src/content/pages/<path>.yaml with `type: project`). */
const projectSchema = (image: ImageHelper) =>
  z.strictObject({
    name: text('The short name, e.g. "HRM".'),
    fullName: text('The full name, e.g. "Human Resource Management System".'),
    summary: text('Two to four sentences: what the system is and the problem it solves.'),
    image: picture(image).describe(
      'The picture beside the text and what it shows, e.g. `{ src: "../../assets/company/hrm.jpg", alt: "An HR dashboard" }`.',
    ),
    audience: z
      .array(text('One group of users.'))
      .min(1, 'name at least one group of users')
      .describe('Who uses it, one line each, e.g. "HR teams of 20–500 employees".'),
    modulesHeading: text('The heading of the modules section, e.g. "Overview".'),
    modules: z
      .array(projectModuleSchema)
      .min(1, 'needs at least one module')
      .describe('The modules, in the order shown.'),
    technology: z
      .array(
        z
          .object({
            name: text('The technology, e.g. "React".'),
            use: text('What it is used for, e.g. "Web front end".'),
          })
          // Catches an unquoted comma in a one-line entry, which YAML splits into an extra field.
          .strict('has an unexpected field: put text containing commas in quotes, or write name and use on two lines'),
      )
      .min(1, 'name at least one technology')
      .describe('The technology used, e.g. { name: "React", use: "Web front end" }.'),
    cta: contactCta,
  });

export type ContactCta = z.infer<typeof contactCta>;

/** The intro every company page starts with (its closing block is `cta: contactCta`, last in page order). */
const pageIntro = {
  introHeading: companyPageSchema.shape.introHeading,
  intro: companyPageSchema.shape.intro,
};

/**
 * The kinds of page (src/content/pages/<path>.yaml `type`) whose content this file describes: kind → its fields
 * beyond the head (collections/pages.ts joins them into the pages schema).
 */
export const companyPageKinds = (image: ImageHelper) => ({
  service: {
    ...pageIntro,
    categories: uniqueBy(
      z.array(serviceCategorySchema(image)).min(1, 'needs at least one category'),
      'id',
      'the categories',
    ).describe('The categories under "Our services", in the order shown, each opening its service cards.'),
    cta: contactCta,
  },
  'software-development': {
    ...pageIntro,
    offerings: uniqueBy(
      z.array(softwareOfferingSchema).min(1, 'needs at least one offering'),
      'title',
      'the offerings',
    ).describe('What the page offers under "What we build", in the order shown.'),
    steps: uniqueBy(z.array(stepSchema).min(1, 'needs at least one step'), 'title', 'the steps').describe(
      'How a software project runs, under "How a project runs", in order.',
    ),
    related: companyPageSchema.shape.related,
    cta: contactCta,
  },
  enterprise: {
    ...pageIntro,
    solutions: uniqueBy(
      z.array(enterpriseSolutionSchema).min(1, 'needs at least one solution'),
      'title',
      'the solutions',
    ).describe('The solution sections under "Our solutions", in the order shown.'),
    diagram: z
      .strictObject({
        lead: text('One sentence above the capability diagram.'),
        caption: text('One sentence under the diagram that sums it up.'),
      })
      .describe('The sentence above the capability diagram and the caption under it.'),
    capabilities: uniqueBy(
      z.array(capabilityLayerSchema).min(1, 'needs at least one layer'),
      'title',
      'the layers',
    ).describe(
      'The layers of the capability diagram, from the one closest to the user down to the hardware; the layer with `across: true` is drawn as a band beside all of them.',
    ),
    industries: uniqueBy(
      z.array(industrySchema).min(1, 'needs at least one industry'),
      'name',
      'the industries',
    ).describe('The industries under "Industries we serve", in the order shown.'),
    cta: contactCta,
  },
  partner: {
    ...pageIntro,
    benefits: uniqueBy(
      z.array(partnerBenefitSchema).min(1, 'needs at least one benefit'),
      'title',
      'the benefits',
    ).describe('The benefits under "Why partner with Ematix", in the order shown.'),
    steps: uniqueBy(z.array(stepSchema).min(1, 'needs at least one step'), 'title', 'the steps').describe(
      'The steps to open a franchise, under "How to get started", in order.',
    ),
    cta: contactCta,
  },
  careers: {
    benefits: uniqueBy(z.array(careerBenefitSchema).min(1, 'needs at least one tile'), 'title', 'the tiles').describe(
      'The "Why work with us" tiles, in page order.',
    ),
    photos: z
      .array(picture(image))
      .min(1, 'needs at least one photo')
      .describe(
        'The "Life at Ematix" photos, in page order, e.g. `{ src: "../../assets/careers/demo-hour.jpg", alt: "An intern presenting a dashboard", caption: "Friday demo hour" }`; the caption is shown under the photo.',
      ),
    // Last in the file, so a new role is added at its end.
    roles: uniqueBy(
      z.array(
        z
          .strictObject({
            id: z
              .string()
              .regex(/^[a-z0-9-]+$/, 'must be lowercase words joined by "-", e.g. "web-developer-intern"')
              .describe(
                'The role\'s key, lowercase words joined by "-", e.g. "web-developer-intern": it names the role on the page (#role-web-developer-intern).',
              ),
          })
          .merge(careerRoleSchema),
      ),
      ['id', 'title'],
      'the open roles',
    ).describe(
      'The open roles, in page order (a new role goes at the end). Their titles are also the "Job role" choices of the application form (which adds "Others").',
    ),
  },
  // The pages of this kind are served by src/pages/[project].astro, so each is a page at the top level (/hrm).
  project: projectSchema(image).shape,
});
