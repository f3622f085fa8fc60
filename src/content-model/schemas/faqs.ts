/**
 * FAQ lists (src/content/faqs/<list>.yaml, one file per list, e.g. conference.yaml). The file name is the list's id,
 * used by a page as `getEntry('faqs', 'conference')`. Questions are shown in the order they are written.
 */
import { z } from 'astro/zod';
import { faqItem } from './shared';

export const faqListSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .optional()
    .describe(
      'An optional heading for the list, e.g. "Frequently asked questions". Pages may show their own heading instead.',
    ),
  items: z
    .array(faqItem, { required_error: 'is required: the list of questions, each with a question and an answer' })
    .min(1, 'needs at least one question')
    .describe('The questions in the order shown; each answer is Markdown, so [links](/contact) and **bold** work.'),
});
