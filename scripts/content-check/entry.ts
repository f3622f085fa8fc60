/** What the bundle exposes: the check, its command line, and the collections it loads. */
export {
  checkContent,
  formatProblem,
  fieldName,
  collections,
  collectionLoaders,
  type Problem,
  type LoadedEntry,
  type CheckResult,
} from '../../src/content-model/check';
export { main } from './cli';
export {
  findPlaceholders,
  isRealAddress,
  placeholderReason,
  refuseWithPlaceholders,
} from '../../src/content-model/check/placeholders';
export {
  buildCmsConfig,
  buildReference,
  cmsConfigYaml,
  dateHint,
  layoutOf,
  pagesByCollection,
  pictureFolders,
  REFERENCE_START,
  REFERENCE_END,
} from './docs';
export { CMS_BACKEND, EDITOR_SCREENS, SHOWN_ON, type EditorScreen } from './screens';
export { isoDate, calendarDate } from '../../src/content-model/schemas/shared';
export type { GlobSource, FileSource, FilesSource, ContentSource } from '../../src/content-model/define';
export { partSchema } from '../../src/content-model/define';
export { core, describedAs, isPart, unwrapChain } from '../../src/content-model/check/zod-walk';
export { z } from 'astro/zod';
export { fromTemplate, templates, TEMPLATE_DRAFT, TEMPLATE_ENTRY, type Template } from './templates';
