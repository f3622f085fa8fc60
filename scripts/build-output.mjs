// @ts-check
/**
 * What `npm run build` (scripts/build.mjs) shows of `astro build`'s output: every line as Astro prints it, except its
 * two listings of one line per file, each folded into one line with the count: the optimised pictures ("▶ /_astro/…
 * (reused cache entry)", about 730) and the generated pages and files ("▶ src/pages/….astro", "├─ /about/index.html
 * (+12ms)", about 250). Warnings, errors and the content check's lines never have those shapes, so they all come through.
 */
import { stripVTControlCharacters } from 'node:util';

const time = String.raw`^(?:\d\d:\d\d:\d\d )?`;
const picture = new RegExp(
  `${time}\\s+▶ /\\S+ \\((reused cache entry|revalidated cache entry|before: .*)\\) \\(\\+[\\d.]+m?s\\) \\(\\d+/\\d+\\)\\s*$`,
);
const route = new RegExp(`${time}[▶λ] src/pages/\\S+\\s*$`);
const file = new RegExp(`${time}\\s+[├└]─ /\\S+ \\(\\+[\\d.]+m?s\\)\\s*$`);

/** A filter fed one line at a time: returns the lines to print (none, the line, or a count before it). */
export function buildOutputFilter() {
  let pictures = { reused: 0, encoded: 0 };
  let files = 0;
  const counts = () => {
    const out = [];
    const total = pictures.reused + pictures.encoded;
    if (total > 0)
      out.push(`  ${total} optimised pictures: ${pictures.reused} from the cache, ${pictures.encoded} encoded`);
    if (files > 0) out.push(`  ${files} pages and files written`);
    pictures = { reused: 0, encoded: 0 };
    files = 0;
    return out;
  };
  return {
    /** @param {string} line @returns {string[]} */
    line(line) {
      const plain = stripVTControlCharacters(line);
      const seen = picture.exec(plain);
      if (seen) {
        if (seen[1].startsWith('before')) pictures.encoded++;
        else pictures.reused++;
        return [];
      }
      if (route.test(plain)) return [];
      if (file.test(plain)) {
        files++;
        return [];
      }
      return [...counts(), line];
    },
    /** What is left to print when the output ends. */
    end: counts,
  };
}
