import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4100);
// A fresh database for every run: the portal seeds its demo agency into it on start.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-'));
// Debian's Chromium on the offline machines; Playwright's own browser where it was installed (GitHub CI).
const systemChromium =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry on CI: a failure that passes on retry is reported as flaky in the list (read it), and
  // one timing hiccup on a loaded 2-core runner does not throw away the whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The tests answer API calls with page.route, which a service worker's fetches would bypass;
    // e2e/pwa.spec.ts allows it where the service worker is what it tests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: systemChromium,
      args: CHROMIUM_ARGS,
    },
  },
  // E2E_BASE_URL: test a portal that is already running instead of starting one.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../../scripts/start.mjs',
        url: `http://127.0.0.1:${PORT}/api/health/ready`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', APP_TIMEZONE: 'UTC' },
      },
});
