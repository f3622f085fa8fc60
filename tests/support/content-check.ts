/**
 * The content check (scripts/content-check/) for tests: the same module `npm run content:check` runs, loaded once
 * per test process. Its `checkContent` reads every collection through the site's real zod schemas.
 */
import { loadContentCheck, projectRoot as root } from '../../scripts/content-check/bundle.mjs';

export type ContentCheck = typeof import('../../scripts/content-check/entry');
export type { Problem, LoadedEntry, CheckResult } from '../../src/content-model/check';

export const projectRoot: string = root;

/** The bundled content check (built with esbuild on first use, about 0.1 s). */
export const contentCheck = (): Promise<ContentCheck> => loadContentCheck();
