/** What the serving rules (src/integrations/serving.mjs) give a URL, as the tests read them. */
import type { servingRules } from '../../src/integrations/serving.mjs';

/**
 * The service worker's address: the file src/integrations/service-worker.mjs writes and every page registers;
 * tests/unit/offline.test.ts checks that the build writes it there and the serving rules never let it be cached.
 */
export const SERVICE_WORKER = '/sw.js';

/**
 * The headers a URL gets: every rule whose path it starts with, in order, later ones overriding the headers they name
 * (as nginx's locations repeat them and the hosts' _headers detach them).
 */
export function headersFor(rules: ReturnType<typeof servingRules>, path: string): Record<string, string> {
  return Object.assign({}, ...rules.headers.filter((rule) => path.startsWith(rule.path)).map((rule) => rule.headers));
}
