/**
 * All content collections. Each concern defines its collections in src/content/collections/<concern>.ts with
 * schemas in src/content/schemas/; this file only combines them.
 */
import { siteCollections } from './content/collections/site';
import { careersCollections } from './content/collections/careers';
import { blogCollections } from './content/collections/blog';

export const collections = {
  ...siteCollections,
  ...careersCollections,
  ...blogCollections,
};
