/**
 * "Ematix-Prime" is written with an ordinary "-" everywhere and kept on one line by a nowrap span around it in the
 * page's text (`keepNamesWhole`, applied to every page by src/middleware.ts). The content never holds the
 * non-breaking hyphen U+2011 (a find for "Ematix-Prime" would miss it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { keepNamesWhole } from '../../src/lib/format/names';

const contentDir = new URL('../../src/content/', import.meta.url).pathname;
const read = (path: string) => parse(readFileSync(join(contentDir, path), 'utf8'));
/** A name kept on one line: Tailwind's `whitespace-nowrap` is `white-space: nowrap`. */
const whole = (name: string) => `<span class="whitespace-nowrap">${name}</span>`;

describe('keepNamesWhole', () => {
  it('wraps each name in the text, with its plain hyphen, and changes nothing else', () => {
    expect(keepNamesWhole('<p>Join Ematix-Prime, then Ematix-Prime conferences</p>')).toBe(
      `<p>Join ${whole('Ematix-Prime')}, then ${whole('Ematix-Prime')} conferences</p>`,
    );
    expect(keepNamesWhole('<h1>Ematix-Prime <em>(LMS)</em></h1>')).toBe(
      `<h1>${whole('Ematix-Prime')} <em>(LMS)</em></h1>`,
    );
    // Other hyphens still break, and a page without the name is returned as it is.
    expect(keepNamesWhole('<p>e-commerce and full-stack</p>')).toBe('<p>e-commerce and full-stack</p>');
    expect(keepNamesWhole('')).toBe('');
  });

  it('leaves attributes, comments, the head, scripts, styles, options, SVG and islands alone', () => {
    const untouched = [
      '<a href="/x" aria-label="Ematix-Prime menu" title=\'a > Ematix-Prime\'></a>',
      '<!-- Ematix-Prime -->',
      '<head><title>Ematix-Prime</title><meta content="Ematix-Prime"></head>',
      '<script type="application/ld+json">{"name":"Ematix-Prime","x":"<b>Ematix-Prime</b>"}</script>',
      '<style>.a::after{content:"Ematix-Prime"}</style>',
      '<select name="p"><option>Ematix-Prime</option></select>',
      '<textarea>Ematix-Prime</textarea>',
      '<svg><text>Ematix-Prime</text></svg>',
      '<astro-island><div><p>Ematix-Prime</p><astro-island><b>Ematix-Prime</b></astro-island></div></astro-island>',
    ];
    for (const html of untouched) expect(keepNamesWhole(html), html).toBe(html);
    // Text after a skipped element is wrapped again.
    expect(keepNamesWhole('<svg><text>Ematix-Prime</text></svg><p>Ematix-Prime</p>')).toBe(
      `<svg><text>Ematix-Prime</text></svg><p>${whole('Ematix-Prime')}</p>`,
    );
    expect(keepNamesWhole('<script>if (a < b) x = "</p>Ematix-Prime";</script><p>Ematix-Prime</p>')).toBe(
      `<script>if (a < b) x = "</p>Ematix-Prime";</script><p>${whole('Ematix-Prime')}</p>`,
    );
  });

  it('changes nothing more when applied twice', () => {
    const once = keepNamesWhole('<p>Ematix-Prime at ICIEMSD, by Ematix-Prime</p><a>Ematix-Prime</a>');
    expect(keepNamesWhole(once)).toBe(once);
  });

  it('covers the community name set in src/content/site/settings.yaml', () => {
    const { communityName } = read('site/settings.yaml').site as { communityName: string };
    expect(
      keepNamesWhole(`<p>${communityName}</p>`),
      `add settings.communityName "${communityName}" to UNBREAKABLE_NAMES in src/lib/format/names.ts`,
    ).toBe(`<p>${whole(communityName)}</p>`);
  });
});

describe('the content', () => {
  it('never writes a name with the non-breaking hyphen U+2011 (a find for the name would miss it)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.(ya?ml|md|mdx)$/.test(name) ? [path] : [];
      });
    const offending = files(contentDir).filter((path) => readFileSync(path, 'utf8').includes('\u2011'));
    expect(offending, 'replace U+2011 with "-" in these files').toEqual([]);
  });
});
