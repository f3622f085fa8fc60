import { defineCollection, file, glob } from '../define';
import {
  companyPageSchema,
  partnerBenefitSchema,
  projectSchema,
  serviceCategorySchema,
  softwareOfferingSchema,
  stepSchema,
} from '../schemas/company';

const companyPages = defineCollection({
  description: 'Intro and closing call to action of /service, /services/software-development and /partner.',
  loader: glob({
    pattern: '{services,partner}/*.page.yaml',
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

const serviceCategories = defineCollection({
  description: 'The four categories of the services page with their service cards; ids android, software, lms, dm.',
  loader: file('src/content/services/categories.yaml'),
  schema: serviceCategorySchema,
});

const softwareOfferings = defineCollection({
  description: 'What the software development page offers.',
  loader: file('src/content/services/software-offerings.yaml'),
  schema: softwareOfferingSchema,
});

const softwareSteps = defineCollection({
  description: 'How a software project runs, step by step.',
  loader: file('src/content/services/software-steps.yaml'),
  schema: stepSchema,
});

const partnerBenefits = defineCollection({
  description: 'The franchise benefits on /partner.',
  loader: file('src/content/partner/benefits.yaml'),
  schema: partnerBenefitSchema,
});

const partnerSteps = defineCollection({
  description: 'The steps to open a franchise on /partner.',
  loader: file('src/content/partner/steps.yaml'),
  schema: stepSchema,
});

const projects = defineCollection({
  description: 'The project pages /hrm, /ubs, /vsc and /dconnect: one YAML file each, named after the path.',
  loader: glob({ pattern: '*.yaml', base: './src/content/projects' }),
  schema: projectSchema,
});

export const companyCollections = {
  companyPages,
  serviceCategories,
  softwareOfferings,
  softwareSteps,
  partnerBenefits,
  partnerSteps,
  projects,
};
