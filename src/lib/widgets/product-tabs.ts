/** The Apps / Suites / Web Products tabs of the products area. */

export type ProductTabId = 'apps' | 'suites' | 'webproduct';

/**
 * Which tab a page address selects (SPEC §2): a path containing "suites" selects Suites, one containing
 * "webproduct" selects Web Products, anything else Apps. Case and a trailing slash do not matter (/Products/suites/).
 */
export function selectProductTab(pathname: string): ProductTabId {
  const path = pathname.toLowerCase();
  if (path.includes('suites')) return 'suites';
  if (path.includes('webproduct')) return 'webproduct';
  return 'apps';
}
