import { defineCollection, file } from '../define';
import {
  comingSoonSchema,
  fdpSchema,
  innovationChallengeSchema,
  skillsTrainingSchema,
} from '../schemas/prime-initiatives';

const dir = 'src/content/prime/initiatives';

/** Faculty development programmes: entry `ieee-ras-fdp` (/ematixprime/initiative/faculty and /service/fdp). */
const fdpProgrammes = defineCollection({ loader: file(`${dir}/fdp.yaml`), schema: ({ image }) => fdpSchema(image) });

/** Skills training programmes: entry `essential-skills-2025` (/ematixprime/initiative/skill and /service/virtualclass). */
const skillsTrainings = defineCollection({
  loader: file(`${dir}/skills-training.yaml`),
  schema: ({ image }) => skillsTrainingSchema(image),
});

/** Student competitions: entry `innovation-challenge-2025` (/ematixprime/initiative/industry). */
const innovationChallenges = defineCollection({
  loader: file(`${dir}/innovation-challenge.yaml`),
  schema: ({ image }) => innovationChallengeSchema(image),
});

/** The short pages whose full content is still being written, by path. */
const comingSoonPages = defineCollection({
  loader: file('src/content/prime/coming-soon.yaml'),
  schema: comingSoonSchema,
});

export const primeInitiativeCollections = { fdpProgrammes, skillsTrainings, innovationChallenges, comingSoonPages };
