import { defineCollection, file } from '../define';
import { careerBenefitSchema, careerPhotoSchema, careerRoleSchema } from '../schemas/careers';

const careerBenefits = defineCollection({
  description: 'The six "Why work with us" tiles, in page order.',
  loader: file('src/content/careers/benefits.yaml'),
  schema: careerBenefitSchema,
});

const careerRoles = defineCollection({
  description: "Open roles, in page order; their titles are also the form's job-role choices.",
  loader: file('src/content/careers/roles.yaml'),
  schema: careerRoleSchema,
});

const careerPhotos = defineCollection({
  description: '"Life at Ematix" photos, in page order.',
  loader: file('src/content/careers/gallery.yaml'),
  schema: careerPhotoSchema,
});

export const careersCollections = { careerBenefits, careerRoles, careerPhotos };
