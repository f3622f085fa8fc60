/**
 * The careers page's parts (src/content/pages/careers.yaml, kind `careers` of schemas/company.ts): the benefit tiles
 * and the open roles; its photos are plain pictures. The roles also fill the "Job role" choices of the application form, so the form always matches the page.
 */
import { z } from 'astro/zod';
import { emoji, hidden, text } from './shared';

/** One tile in "Why work with us" (`benefits`). */
export const careerBenefitSchema = z.strictObject({
  emoji: emoji.describe('One emoji shown above the title, e.g. "🎓". Decorative: screen readers skip it.'),
  title: text('Short title, e.g. "Learn on real products".'),
  description: text('One or two sentences on what the benefit means day to day.'),
  hidden,
});

/** One open role (`roles`; the page file adds its `id`, e.g. "web-developer-intern"). */
export const careerRoleSchema = z.strictObject({
  title: text('The job title exactly as applicants should choose it in the form, e.g. "Web Developer Intern".'),
  location: text('Where the work happens, e.g. "Salem, Tamil Nadu" or "Remote (India)".'),
  workMode: z
    .enum(['on-site', 'remote'], { errorMap: () => ({ message: 'must be "on-site" or "remote"' }) })
    .describe('"on-site" for work at our office, "remote" for work from home.'),
  employment: text('The kind of engagement, e.g. "Full-time" or "Internship · 6 months".'),
  description: text('Two or three sentences: what the person will do and whom we are looking for.'),
  skills: z
    .array(text('One skill or qualification.'))
    .default([])
    .describe('Skills or qualifications we look for, one short phrase each, e.g. "HTML, CSS and JavaScript".'),
  hidden,
});

export type CareerRole = z.infer<typeof careerRoleSchema>;
