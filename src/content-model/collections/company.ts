import { defineCollection, file, glob } from '../define';
import {
  capabilityLayerSchema,
  companyPageSchema,
  enterpriseSolutionSchema,
  industrySchema,
  partnerBenefitSchema,
  projectSchema,
  serviceCategorySchema,
  softwareOfferingSchema,
  stepSchema,
} from '../schemas/company';

/** Intro and closing call to action of /service, /services/software-development, /enterprise and /partner. */
const companyPages = defineCollection({
  loader: glob({
    pattern: '{services,enterprise,partner}/*.page.yaml',
    base: './src/content',
    // "services/software-development.page.yaml" → "software-development"
    generateId: ({ entry }) =>
      entry
        .split('/')
        .pop()!
        .replace(/\.page\.yaml$/, ''),
  }),
  schema: companyPageSchema,
});

/** The four categories of the services page with their service cards; ids android, software, lms, dm. */
const serviceCategories = defineCollection({
  loader: file('src/content/services/categories.yaml'),
  schema: serviceCategorySchema,
});

/** What the software development page offers. */
const softwareOfferings = defineCollection({
  loader: file('src/content/services/software-offerings.yaml'),
  schema: softwareOfferingSchema,
});

/** How a software project runs, step by step. */
const softwareSteps = defineCollection({
  loader: file('src/content/services/software-steps.yaml'),
  schema: stepSchema,
});

/** The four solution sections of the enterprise page. */
const enterpriseSolutions = defineCollection({
  loader: file('src/content/enterprise/solutions.yaml'),
  schema: enterpriseSolutionSchema,
});

/** The industries on the enterprise page. */
const enterpriseIndustries = defineCollection({
  loader: file('src/content/enterprise/industries.yaml'),
  schema: industrySchema,
});

/** The layers of the modular capability diagram on the enterprise page. */
const enterpriseCapabilities = defineCollection({
  loader: file('src/content/enterprise/capabilities.yaml'),
  schema: capabilityLayerSchema,
});

/** The franchise benefits on /partner. */
const partnerBenefits = defineCollection({
  loader: file('src/content/partner/benefits.yaml'),
  schema: partnerBenefitSchema,
});

/** The steps to open a franchise on /partner. */
const partnerSteps = defineCollection({
  loader: file('src/content/partner/steps.yaml'),
  schema: stepSchema,
});

/** The project pages /hrm, /ubs, /vsc and /dconnect: one YAML file each, named after the path. */
const projects = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/projects' }),
  schema: projectSchema,
});

export const companyCollections = {
  companyPages,
  serviceCategories,
  softwareOfferings,
  softwareSteps,
  enterpriseSolutions,
  enterpriseIndustries,
  enterpriseCapabilities,
  partnerBenefits,
  partnerSteps,
  projects,
};
