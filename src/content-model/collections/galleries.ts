import { defineCollection, glob } from '../define';
import { galleryPageSchema } from '../schemas/galleries';

const galleries = defineCollection({
  description:
    "Galleries of event cards, one YAML file each in src/content/galleries/; the entry id is the file name: internships.yaml is /ematixprime/internshipgallery, mou.yaml /ematixprime/mougallery (also the events gallery of the FDP page). Cards with a date come first, newest first, whatever their order in the file; cards with only a number of days follow in the file's order. Each card needs a date or a number of days, or both. An event that has its own entry (an FDP in src/content/prime/initiatives/fdp.yaml) is not written again: `fdp: <its id>` shows it from there, with its title, college, dates and pictures.",
  loader: glob({
    pattern: '*.yaml',
    base: './src/content/galleries',
    generateId: ({ entry }) => entry.replace(/\.yaml$/, ''),
  }),
  schema: galleryPageSchema,
});

export const galleryCollections = { galleries };
