import { defineCollection, file } from '../define';
import { productCategorySchema, productSuiteSchema, webShowcaseSchema, webSolutionSchema } from '../schemas/products';

const productCategories = defineCollection({
  description: 'The six categories of the product browser on /products, each with its catalogue grid.',
  loader: file('src/content/products/categories.yaml'),
  schema: productCategorySchema,
});

const productSuites = defineCollection({
  description: '"Our Platforms" on /products/suites.',
  loader: file('src/content/products/suites.yaml'),
  schema: productSuiteSchema,
});

const productWebShowcase = defineCollection({
  description: 'The "Web App Development" carousel on /products/webproduct.',
  loader: file('src/content/products/web-showcase.yaml'),
  schema: ({ image }) => webShowcaseSchema(image),
});

const productWebSolutions = defineCollection({
  description: 'The "Solutions" cards on /products/webproduct.',
  loader: file('src/content/products/web-solutions.yaml'),
  schema: ({ image }) => webSolutionSchema(image),
});

export const productCollections = {
  productCategories,
  productSuites,
  productWebShowcase,
  productWebSolutions,
};
