import { byPart, defineCollection, files } from '../define';
import { fdpSchema, innovationChallengeSchema, skillsTrainingSchema } from '../schemas/prime-initiatives';

const dir = 'src/content/prime/initiatives';

const programmes = defineCollection({
  description:
    'The programmes, one file per kind (`kind` comes from the file): faculty development programmes (fdp.yaml, entry `ieee-ras-fdp`: /ematixprime/initiative/faculty and /service/fdp), skills trainings (skills-training.yaml, entry `essential-skills-2025`: /ematixprime/initiative/skill and /service/virtualclass) and student competitions (innovation-challenge.yaml, entry `innovation-challenge-2025`: /ematixprime/initiative/industry).',
  loader: files([
    { file: `${dir}/fdp.yaml`, inject: { kind: 'fdp' } },
    { file: `${dir}/skills-training.yaml`, inject: { kind: 'skills' } },
    { file: `${dir}/innovation-challenge.yaml`, inject: { kind: 'challenge' } },
  ]),
  schema: ({ image }) =>
    byPart('kind', {
      fdp: fdpSchema(image),
      skills: skillsTrainingSchema(image),
      challenge: innovationChallengeSchema(image),
    }),
});

export const primeInitiativeCollections = { programmes };
