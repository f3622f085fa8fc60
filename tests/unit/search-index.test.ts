/** The site search index (src/integrations/search-index.mjs): the text Pagefind indexes of a built page. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openSearchIndex } from '../../src/integrations/search-index.mjs';

/** Indexes one page into a fresh build folder; returns the text Pagefind stored for it (its fragment's content). */
async function indexedText(main: string): Promise<string> {
  const site = mkdtempSync(join(tmpdir(), 'search-index-'));
  try {
    const index = await openSearchIndex(site);
    await index.add(
      join(site, 'page/index.html'),
      `<html lang="en"><body><main data-pagefind-body>${main}</main></body></html>`,
    );
    expect(await index.write()).toBe(1);
    const fragments = join(site, 'pagefind/fragment');
    const [file] = readdirSync(fragments);
    // A fragment is gzip'd "pagefind_dcd" followed by the page's JSON.
    return JSON.parse(
      gunzipSync(readFileSync(join(fragments, file)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ).content;
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

describe('the indexed copy of a page', () => {
  it('separates the text of neighbouring block elements, and leaves inline elements whole', async () => {
    const text = await indexedText('<dl><dt>Fee</dt><dd>₹14,999</dd></dl><p><span>Ematix</span>-<b>Prime</b></p>');
    expect(text).toMatch(/(^|\s)Fee\s+₹14,999(\s|$)/);
    expect(text).toContain('Ematix-Prime');
  });
});
