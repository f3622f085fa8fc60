/**
 * axe-core (WCAG 2.2 AA) in a Playwright page: the one way every end-to-end test runs it. axe's own script is put
 * into every frame once and `axe.run` returns only what the test reads (the violations, as lines). Written here, not
 * through @axe-core/playwright, because that wrapper injects axe's 550 KB script twice and by default opens a second
 * page to merge its results: 0.78 s a page against 0.35 s here, measured over 17 pages (docs/decisions.md, "A lean
 * suite"). The same rules run, on the same tags.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's axe violations, one line each (rule, impact, help, then up to five elements); `within` limits the check
 * to the part a CSS selector names (an open dialog).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // A frame's content is checked by the axe inside it, so every frame gets one.
  for (const frame of page.frames()) await frame.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, within }) => {
      type Result = { id: string; impact?: string; help: string; nodes: { target: string[] }[] };
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Result[] }> };
      };
      const { violations } = await axe.run(within ? { include: [within] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .slice(0, 5)
            .map((n) => n.target.join(' '))
            .join('\n    ')}`,
      );
    },
    { tags: WCAG_TAGS, within },
  );
}
