import { defineCollection, glob } from '../define';
import { faqListSchema } from '../schemas/faqs';

const faqs = defineCollection({
  description:
    'FAQ lists, one YAML file each (src/content/faqs/<id>.yaml); the id is the file name, e.g. "conference": conference.yaml is /ematixprime/conference/faq, course-info.yaml /ematixprime/course (also /service/internship), membership.yaml /ematixprime/membership/faq (the eleven questions the site\'s specification asks for), mba-internship.yaml the questions under the MBA Internship Program on /ematixprime/intern. Questions are shown in the order written, one answer open at a time. A new list: copy `_template.yaml` to a new name (files starting with "_" are ignored).',
  loader: glob({ pattern: '[^_]*.yaml', base: './src/content/faqs' }),
  schema: faqListSchema,
});

export const faqCollections = { faqs };
