// `npm run size`: the JavaScript a first visit downloads (index.html's module script and its
// modulepreloads), gzipped, against the 250 KB budget of design.md section 8. Run after a build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 250;
const dist = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+)"/g),
].map((m) => m[1]);
let total = 0;
for (const file of files) {
  const kb = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
  total += kb;
  console.log(`${kb.toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${total.toFixed(1).padStart(8)} KB  initial JS, gzipped (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) process.exitCode = 1;
