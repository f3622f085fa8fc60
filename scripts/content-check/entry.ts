/** What the bundle exposes: the check, its command line, and the collections it loads. */
export { checkContent, formatProblem, fieldName, collections, collectionLoaders, type Problem, type LoadedEntry, type CheckResult } from './index';
export { main } from './cli';
export { buildReference, REFERENCE_START, REFERENCE_END } from './reference';
export type { LoaderStub, GlobLoaderStub, FileLoaderStub } from './astro-stubs';
