/** What the bundle exposes: the check, its command line, and the collections it loads. */
export { checkContent, formatProblem, fieldName, collections, type Problem, type LoadedEntry, type CheckResult } from './index';
export { main } from './cli';
export { buildReference, REFERENCE_START, REFERENCE_END } from './reference';
