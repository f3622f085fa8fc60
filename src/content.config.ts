/**
 * All content collections. Each concern defines its collections in src/content/collections/<concern>.ts with
 * schemas in src/content/schemas/; this file only combines them.
 */
import { siteCollections } from './content/collections/site';
import { companyCollections } from './content/collections/company';
import { productCollections } from './content/collections/products';
import { homeCollections } from './content/collections/home';
import { careersCollections } from './content/collections/careers';
import { blogCollections } from './content/collections/blog';

export const collections = {
  ...siteCollections,
  ...companyCollections,
  ...productCollections,
  ...homeCollections,
  ...careersCollections,
  ...blogCollections,
};
