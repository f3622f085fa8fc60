/**
 * The fixture entries scripts/grow-check.mjs appends to its copy of the project (tests/fixtures/e2e-content/, dated
 * from SITE_TODAY), so the tests of the rule for time find each state they test on any build day instead of
 * skipping. Outside that copy (`npx playwright test` in the project itself) they are missing, and the tests using them
 * fail with the way to run them.
 */
export const RUN_VIA_GROW_CHECK =
  'this test needs what scripts/grow-check.mjs adds to its copy of the project (the fixture entries of tests/fixtures/e2e-content/, the entries made from the templates): run `npm test` or `npm run test:e2e` (both go through scripts/grow-check.mjs), not `npx playwright test` in the project itself';

/** Fixture ids, as tests/fixtures/e2e-content/ writes them. */
export const FIXTURE = {
  /** A conference under way on the build day, registration open. */
  conferenceOpen: 'e2e-conference-open',
  /** A conference ahead whose registration `closes` before its first day. */
  conferenceClosing: 'e2e-conference-closing',
  /** A conference over on the build day. */
  past: 'e2e-past',
  /** A webinar ahead on the build day. */
  webinarAhead: 'e2e-webinar-ahead',
  /** A batch ahead with an end date (it shows as running between the two). */
  batchRunning: 'e2e-batch-running',
  batchAhead: ['e2e-batch-ahead-1', 'e2e-batch-ahead-2'],
} as const;

/** The fixture entry `id` of `list` (read from `file`); throws, saying how to run the tests, when it is missing. */
export function fixture<T extends { id: string }>(list: readonly T[], id: string, file: string): T {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`${file} has no fixture entry "${id}": ${RUN_VIA_GROW_CHECK}`);
  return found;
}
