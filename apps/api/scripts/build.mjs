// Bundles the API (and the workspace packages it imports as TypeScript source) into dist/.
// Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@crm/'));
external.push('mongodb-memory-server-core', '@crm/devdb/package.json');

await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-demo': 'src/scripts/seed-demo.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// Workers load from a file of their own, so they are not bundled: the spreadsheet reader's sits next to
// the bundle, where `path.join(__dirname, ...)` in src/lib/spreadsheet/sheet-reader.ts finds it.
copyFileSync('src/lib/spreadsheet/sheet-reader.worker.cjs', 'dist/sheet-reader.worker.cjs');
copyFileSync('src/lib/spreadsheet/delimited-text.cjs', 'dist/delimited-text.cjs');
// The writer of big downloads (a leads export), found by src/lib/sheet-writer/index.ts the same way.
copyFileSync('src/lib/sheet-writer/sheet-writer.worker.cjs', 'dist/sheet-writer.worker.cjs');
