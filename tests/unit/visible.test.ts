/** Drafts: shown while editing, left out of the production build (src/lib/content/visible.ts). */
import { describe, expect, it } from 'vitest';
import { isDraft, isVisible } from '~/lib/content/published';

const published = { data: { title: 'Out now', draft: false } };
const unmarked = { data: { title: 'No draft field' } };
const draft = { data: { title: 'Work in progress', draft: true } };

describe('visible entries', () => {
  it('a production build leaves drafts out and keeps every other entry', () => {
    expect([published, unmarked, draft].filter((entry) => isVisible(entry, false))).toEqual([published, unmarked]);
  });

  it('while editing (npm run dev) drafts are shown too', () => {
    expect([published, unmarked, draft].filter((entry) => isVisible(entry, true))).toEqual([
      published,
      unmarked,
      draft,
    ]);
  });

  it('only draft: true makes a draft (a missing or false flag publishes)', () => {
    expect([published, unmarked, draft].map(isDraft)).toEqual([false, false, true]);
    expect(isDraft({ data: { draft: 'yes' } })).toBe(false);
  });

  it('the default follows the mode: drafts only in development', () => {
    expect([published, unmarked, draft].map((entry) => isVisible(entry))).toEqual([true, true, import.meta.env.DEV]);
  });
});
