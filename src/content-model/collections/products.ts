import { defineCollection, file } from '../define';
import { productCategorySchema, productSuiteSchema, webShowcaseSchema, webSolutionSchema } from '../schemas/products';

/** The six categories of the product browser on /products, each with its catalogue grid. */
const productCategories = defineCollection({
  loader: file('src/content/products/categories.yaml'),
  schema: productCategorySchema,
});

/** "Our Platforms" on /products/suites. */
const productSuites = defineCollection({
  loader: file('src/content/products/suites.yaml'),
  schema: productSuiteSchema,
});

/** The "Web App Development" carousel on /products/webproduct. */
const productWebShowcase = defineCollection({
  loader: file('src/content/products/web-showcase.yaml'),
  schema: ({ image }) => webShowcaseSchema(image),
});

/** The "Solutions" cards on /products/webproduct. */
const productWebSolutions = defineCollection({
  loader: file('src/content/products/web-solutions.yaml'),
  schema: ({ image }) => webSolutionSchema(image),
});

export const productCollections = {
  productCategories,
  productSuites,
  productWebShowcase,
  productWebSolutions,
};
