import { byPart, defineCollection, files } from '../define';
import { fdpSchema, innovationChallengeSchema, skillsTrainingSchema } from '../schemas/prime-initiatives';

const dir = 'src/content/prime/initiatives';

const programmes = defineCollection({
  description:
    'The programmes, one file per kind (`kind` comes from the file): faculty development programmes (fdp.yaml, entry `ieee-ras-fdp`: /ematixprime/initiative/faculty and /service/fdp), skills trainings (skills-training.yaml, entry `essential-skills-2025`: /ematixprime/initiative/skill and /service/virtualclass) and student competitions (innovation-challenge.yaml, entry `innovation-challenge-2025`: /ematixprime/initiative/industry).',
  loader: files([
    {
      file: `${dir}/fdp.yaml`,
      inject: { kind: 'fdp' },
      description:
        'The IEEE RAS five-day faculty development programme, on /ematixprime/initiative/faculty and /service/fdp (and, named by `fdp:`, as a card of the MOU gallery). Dates are "YYYY-MM-DD" in quotes.',
    },
    {
      file: `${dir}/skills-training.yaml`,
      inject: { kind: 'skills' },
      description:
        'The national essential skills training programme, on /ematixprime/initiative/skill and /service/virtualclass. The brochure PDF on the page is made from this entry when the site is built.',
    },
    {
      file: `${dir}/innovation-challenge.yaml`,
      inject: { kind: 'challenge' },
      description:
        'The Student Innovation Challenge (/ematixprime/initiative/industry). "Register Now" goes to the form of the site settings (externalLinks.innovationChallengeForm) from `start` to `closes`; after `closes` the page says registration has closed, after `end` that the challenge was held. Dates are "YYYY-MM-DD" in quotes.',
    },
  ]),
  schema: ({ image }) =>
    byPart('kind', {
      fdp: fdpSchema(image),
      skills: skillsTrainingSchema(image),
      challenge: innovationChallengeSchema(image),
    }),
});

export const primeInitiativeCollections = { programmes };
