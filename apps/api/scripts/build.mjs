// Bundles the API (and the workspace packages it imports as TypeScript source) into dist/.
// Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@crm/'));
external.push('mongodb-memory-server-core', '@crm/devdb/package.json');

await build({
  entryPoints: { server: 'src/server.ts', 'seed-demo': 'src/scripts/seed-demo.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
