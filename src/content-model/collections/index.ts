/**
 * Every collection, as plain descriptions (src/content-model/define.ts): each concern defines its collections in
 * collections/<concern>.ts with schemas in schemas/. src/content.config.ts hands them to Astro; the content check
 * (check/) reads the same object.
 */
import { pageCollections } from './pages';
import { siteCollections } from './site';
import { blogCollections } from './blog';
import { learningCollections } from './learning';
import { awardCollections } from './awards';
import { galleryCollections } from './galleries';
import { faqCollections } from './faqs';
import { primeInitiativeCollections } from './prime-initiatives';
import { conferenceCollections } from './conferences';
import { testimonialCollections } from './testimonials';
import { priceCollections } from './prices';

export const collections = {
  ...pageCollections,
  ...siteCollections,
  ...blogCollections,
  ...learningCollections,
  ...awardCollections,
  ...galleryCollections,
  ...faqCollections,
  ...primeInitiativeCollections,
  ...conferenceCollections,
  ...testimonialCollections,
  ...priceCollections,
};
