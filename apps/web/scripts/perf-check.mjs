// `npm run perf:check` (root; it builds first): Lighthouse CI on the built portal in production
// mode with the demo agency: `lhci collect` (3 runs of the sign-in page, the dashboard and the
// leads screen, lighthouserc.cjs) then `lhci assert` (the medians' TBT and LCP under the bars).
// Exits non-zero when a bar is missed. PORTAL_ROOT measures another checkout's build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoPortal } from './demo-portal.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.PORTAL_ROOT ?? path.resolve(web, '../..');
// package.json's perf:collect and perf:assert (lhci with lighthouserc.cjs).
const run = (script, ...args) =>
  spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: web, stdio: 'inherit' }).status;

const portal = await startDemoPortal(root);
try {
  const urls = ['/login', '/', '/leads'].map((p) => `--url=${portal.base}${p}`);
  const collected = run('perf:collect', ...urls);
  process.exitCode = collected === 0 ? (run('perf:assert') ?? 1) : 1;
} finally {
  await portal.stop();
}
