// `npm run size`: what a first visit actually transfers. index.html's module script, its
// modulepreloads and stylesheets, and the sign-in screen's files that prefs-init.js preloads with
// them, measured as the precompressed files the server sends (brotli to browsers that accept it,
// gzip otherwise), against the 250 KB budget of design.md section 8. Run after a build.
import fs from 'node:fs';
import path from 'node:path';

const BUDGET_KB = 250;
const dist = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [
  ...html.matchAll(
    /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href)="\/([^"]+)"/g,
  ),
].map((m) => m[1]);

// The screens' files prefs-init.js preloads (vite/screen-preloads.ts writes the list into index.html).
const manifestMatch = html.match(/<script type="application\/json" id="screen-preloads">([^<]*)<\/script>/);
if (!manifestMatch) {
  console.error('index.html lists no screen preloads (is screenPreloads() in vite.config.ts?)');
  process.exit(1);
}
const preloads = JSON.parse(manifestMatch[1]);
const signIn = preloads.public['/login'];
const files = [...entryFiles, ...[...signIn.js, ...signIn.css].map((file) => file.slice(1))];

const kb = (file) => (fs.existsSync(file) ? fs.statSync(file).size / 1024 : NaN);
const cell = (value) => value.toFixed(1).padStart(8);
const totals = { raw: 0, br: 0, gz: 0 };
console.log('     raw   brotli     gzip  file');
for (const file of files) {
  const full = path.join(dist, file);
  const sizes = { raw: kb(full), br: kb(`${full}.br`), gz: kb(`${full}.gz`) };
  // The build leaves files under 512 bytes uncompressed (they would not shrink): they travel as they are.
  if ((Number.isNaN(sizes.br) || Number.isNaN(sizes.gz)) && sizes.raw > 1) {
    console.error(`${file}: no precompressed copy (is the compression plugin in vite.config.ts?)`);
    process.exitCode = 1;
  }
  if (Number.isNaN(sizes.br)) sizes.br = sizes.raw;
  if (Number.isNaN(sizes.gz)) sizes.gz = sizes.raw;
  for (const key of Object.keys(totals)) totals[key] += sizes[key];
  console.log(`${cell(sizes.raw)} ${cell(sizes.br)} ${cell(sizes.gz)}  ${file}`);
}
console.log(
  `${cell(totals.raw)} ${cell(totals.br)} ${cell(totals.gz)}  first visit of the sign-in page (KB), sent as brotli: ${totals.br.toFixed(1)} KB (budget ${BUDGET_KB} KB)`,
);
if (totals.br > BUDGET_KB) process.exitCode = 1;

// The sign-in page draws without the schemas and the query library (issue 14): the chunks of
// vite.config.ts's `zod` and `query` groups load with the signed-in screens, never up front.
const upFront = files.filter((file) => /^assets\/(zod|query)-[\w-]{8}\.js$/.test(file));
if (upFront.length > 0) {
  console.error(`loaded before the sign-in page draws, but only signed-in screens need them: ${upFront.join(', ')}`);
  process.exitCode = 1;
}

// A returning user opening a screen: prefs-init.js preloads the signed-in core and the screen's own
// chunks with the entry.
const sent = (file) => {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? kb(`${full}.br`) : kb(full);
};
const entryBr = entryFiles.reduce((sum, file) => sum + sent(file), 0);
console.log('\nSigned in, first visit of a screen (brotli KB, entry included):');
for (const route of ['/', '/leads', '/notifications']) {
  const screen = preloads.routes[route];
  const extra = [...preloads.core.js, ...preloads.core.css, ...screen.js, ...screen.css];
  const total = entryBr + extra.reduce((sum, file) => sum + sent(file), 0);
  console.log(`${cell(total)}  ${route} (${extra.length} files beyond the entry's)`);
}
