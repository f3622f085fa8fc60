/** What scripts and tests import of the check: the check, its command line, the generators and the templates. */
export * from '../../src/content-model/check'; // checkContent, formatProblem, collections, …
export { main } from './cli';
export { isRealAddress, placeholderReason, refuseWithPlaceholders } from '../../src/content-reports/go-live';
export { buildReference, cmsConfigYaml, pagesByCollection, readForDocs, referenceTables, schemaOf } from './docs';
export { SHOWN_ON } from './screens';
export { isoDate, calendarDate, listId, slug } from '../../src/content-model/schemas/shared';
export { partSchema } from '../../src/content-model/define';
export * as zodInternals from '../../src/content-model/zod-internals';
export { core, isPart, unwrapChain } from '../../src/content-model/zod-internals';
export { z } from 'astro/zod';
export { fromTemplate, templates, TEMPLATE_DRAFT, TEMPLATE_ENTRY } from './templates';
