import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles, listPages, measureJs } from '/work/main/tests/support/page-checks.ts';
import { parse } from 'node-html-parser';
import { gzipSync } from 'node:zlib';
const dist = '/work/main/dist';
const files = new Set(listFiles(dist));
const rows = [];
for (const p of listPages(dist)) {
  const html = readFileSync(join(dist, p.file), 'utf8');
  const r = measureJs(p.url, html, files, (f) => readFileSync(join(dist, f), 'utf8'));
  if (!r.hasIslands) rows.push([r.gzipBytes, p.url, r.files.join(' ')]);
  if (process.argv[2] && p.url === process.argv[2]) {
    const doc = parse(html);
    for (const s of doc.querySelectorAll('script')) if (!s.getAttribute('src') && s.getAttribute('type') !== 'application/ld+json') console.log(gzipSync(s.textContent,{level:9}).length, s.textContent.slice(0,150).replace(/\n/g,' '));
    for (const f of r.files) console.log(f, gzipSync(readFileSync(join(dist,f)),{level:9}).length);
  }
}
rows.sort((a,b)=>b[0]-a[0]);
for (const r of rows.slice(0,25)) console.log(r.join('  '));
