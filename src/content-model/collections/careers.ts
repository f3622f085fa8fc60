import { defineCollection, file } from '../define';
import { careerBenefitSchema, careerPhotoSchema, careerRoleSchema } from '../schemas/careers';

/** The six "Why work with us" tiles, in page order. */
const careerBenefits = defineCollection({
  loader: file('src/content/careers/benefits.yaml'),
  schema: careerBenefitSchema,
});

/** Open roles, in page order; their titles are also the form's job-role choices. */
const careerRoles = defineCollection({
  loader: file('src/content/careers/roles.yaml'),
  schema: careerRoleSchema,
});

/** "Life at Ematix" photos, in page order. */
const careerPhotos = defineCollection({
  loader: file('src/content/careers/gallery.yaml'),
  schema: careerPhotoSchema,
});

export const careersCollections = { careerBenefits, careerRoles, careerPhotos };
