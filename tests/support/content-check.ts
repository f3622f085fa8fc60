/**
 * The content check (src/content-model/check/) and the generators (scripts/content-check/) for tests: the same
 * modules `npm run content:check` runs. Its `checkContent` reads every collection with the site's own loaders and
 * real zod schemas.
 */
export { projectRoot } from '../../scripts/content-check/root.mjs';

export type ContentCheck = typeof import('../../scripts/content-check/entry');
export type { Problem, LoadedEntry, CheckResult } from '../../src/content-model/check';

/** The check's modules, loaded once per test process. */
export const contentCheck = (): Promise<ContentCheck> => import('../../scripts/content-check/entry');
