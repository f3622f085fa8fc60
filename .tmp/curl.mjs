import { startNginx } from '../scripts/nginx-local.mjs';
import { execSync } from 'node:child_process';
const n = await startNginx({ port: 8099 });
for (const p of ['/ematixprime/internship', '/_astro/' + (await import('node:fs')).readdirSync('dist/_astro').find((f) => f.endsWith('.js')), '/nope', '/About%20us'])
  console.log(p + '\n' + execSync(`curl -sI -H 'Accept-Encoding: br' http://127.0.0.1:8099${p}`).toString());
await n.stop();
