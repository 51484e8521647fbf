// Lighthouse CI for `npm run perf:check` (scripts/perf-check.mjs starts the portal and passes the
// addresses): Lighthouse mobile (simulated slow 4G, 4x CPU) on the sign-in page and, as the Agent
// demo login, the dashboard and the leads screen; 3 runs each, the median asserted.
const { CHROMIUM_ARGS } = require('./scripts/chromium-args.mjs');

const env = (name, fallback) => Number(process.env[name] ?? fallback);
/** The bars (ms), medians of 3; PERF_MAX_TBT_MS and PERF_MAX_LCP_MS override them for every page. */
const bars = (tbt, lcp) => ({
  'total-blocking-time': ['error', { maxNumericValue: env('PERF_MAX_TBT_MS', tbt), aggregationMethod: 'median' }],
  'largest-contentful-paint': ['error', { maxNumericValue: env('PERF_MAX_LCP_MS', lcp), aggregationMethod: 'median' }],
});

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 3,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Signs in (or out, for /login) and empties the caches before each run: lhci-sign-in.cjs.
      puppeteerScript: './scripts/lhci-sign-in.cjs',
      // Lighthouse runs in the script's browser, launched with these flags (not collect's chromeFlags).
      puppeteerLaunchOptions: { args: CHROMIUM_ARGS },
      settings: {
        onlyCategories: ['performance'],
        // Lighthouse's own reset would also clear the session the script just stored.
        disableStorageReset: true,
      },
    },
    assert: {
      assertMatrix: [
        { matchingUrlPattern: '/login$', assertions: bars(150, 2500) },
        { matchingUrlPattern: '/leads$', assertions: bars(200, 3000) },
        { matchingUrlPattern: '^https?://[^/]+/$', assertions: bars(200, 3000) },
      ],
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
