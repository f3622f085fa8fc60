/**
 * All content collections. Each concern defines its collections in src/content-model/collections/<concern>.ts with
 * schemas in src/content-model/schemas/; this file only combines them.
 */
import { siteCollections } from './content-model/collections/site';
import { companyCollections } from './content-model/collections/company';
import { productCollections } from './content-model/collections/products';
import { homeCollections } from './content-model/collections/home';
import { careersCollections } from './content-model/collections/careers';
import { blogCollections } from './content-model/collections/blog';
import { learningCollections } from './content-model/collections/learning';
import { awardCollections } from './content-model/collections/awards';
import { galleryCollections } from './content-model/collections/galleries';
import { faqCollections } from './content-model/collections/faqs';
import { primeNavigationCollections } from './content-model/collections/prime-navigation';
import { primeMembershipCollections } from './content-model/collections/prime-membership';
import { primeInitiativeCollections } from './content-model/collections/prime-initiatives';
import { conferenceCollections } from './content-model/collections/conferences';
import { primePageCollections } from './content-model/collections/prime-pages';

export const collections = {
  ...siteCollections,
  ...companyCollections,
  ...productCollections,
  ...homeCollections,
  ...careersCollections,
  ...blogCollections,
  ...learningCollections,
  ...awardCollections,
  ...galleryCollections,
  ...faqCollections,
  ...primeNavigationCollections,
  ...primeMembershipCollections,
  ...primeInitiativeCollections,
  ...conferenceCollections,
  ...primePageCollections,
};
