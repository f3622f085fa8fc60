import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles, listPages, measureJs, overJsBudget } from '../tests/support/page-checks';
const dist = 'dist';
const files = new Set(listFiles(dist));
const rows: [number, number, string, string | null][] = [];
for (const p of listPages(dist)) {
  const html = readFileSync(join(dist, p.file), 'utf8');
  const r = measureJs(p.url, html, files, (f) => readFileSync(join(dist, f), 'utf8'));
  if (!r.hasIslands) rows.push([r.gzipBytes - r.onDemandBytes, r.onDemandBytes, p.url, overJsBudget(r)]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const r of rows.slice(0, 12)) console.log(r.join('  '));
