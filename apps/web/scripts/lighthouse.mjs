// `npm run lighthouse` (root; it builds first): the phone experience as design.md section 8 measures it.
// Starts the built portal on a fresh database with the demo agency, then runs Lighthouse (mobile:
// simulated slow 4G and a mid-range phone CPU) in Debian's Chromium on the sign-in page and, signed
// in as a Manager and as an Agent, on the dashboard, leads and notifications; the sign-in page, dashboard and leads once more in Arabic.
// Each page runs LH_RUNS times (default 3) from a cold cache (no HTTP cache, no service worker); the
// medians are printed and, with --check, the run fails when a median scores under LH_MIN_PERFORMANCE
// (default 90) or accessibility is under 100.
// --warm (`npm run lighthouse -- --warm`): the sign-in page, dashboard and leads, each measured cold and
// as a warm repeat visit (same browser profile, after a visit that installed the service worker,
// `disableStorageReset`), both under DevTools throttling (slow 4G, 4x CPU): Lighthouse's default
// simulated throttling would model every request as a network one, also those the service worker
// answers from its cache. Prints FCP and LCP, cold and warm (design.md section 8: warm under 1 s).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { DEMO_LOGINS, startDemoPortal } from './demo-portal.mjs';

// PORTAL_ROOT: measure another checkout's build (a before/after comparison).
const root = process.env.PORTAL_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const MIN_PERFORMANCE = Number(process.env.LH_MIN_PERFORMANCE ?? 90);
const check = process.argv.includes('--check');
const warm = process.argv.includes('--warm');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const allPages = [
  { name: '/login', path: '/login' },
  ...['Manager', 'Agent'].flatMap((role) =>
    ['/', '/leads', '/notifications'].map((p) => ({ name: `${p} (${role})`, path: p, role })),
  ),
  { name: '/login (Arabic)', path: '/login', lang: 'ar' },
  { name: '/ (Manager, Arabic)', path: '/', role: 'Manager', lang: 'ar' },
  { name: '/leads (Manager, Arabic)', path: '/leads', role: 'Manager', lang: 'ar' },
];
// LH_PAGES=dashboard,login: only the pages whose name contains one of the words. LH_REPORTS=dir: keep each report
// (with LH_TRACE=1, its trace too: what ran in each long task).
const only = process.env.LH_PAGES?.split(',').map((w) => (w === 'dashboard' ? '/ (' : w));
const WARM_PAGES = ['/login', '/ (Manager)', '/leads (Manager)'];
const candidates = warm ? allPages.filter((p) => WARM_PAGES.includes(p.name)) : allPages;
const pages = only ? candidates.filter((p) => only.some((w) => p.name.includes(w))) : candidates;
const reportsDir = process.env.LH_REPORTS;

async function signIn(base, role) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGINS[role]),
  });
  if (!res.ok) throw new Error(`sign-in as ${role} failed: ${res.status}`);
  return res.json();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const portal = await startDemoPortal(root);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const sessions = {};
  const rows = [];
  let failed = false;
  // Stores what a returning user has (token, language) in a tab on the portal's origin.
  const storeAs = async (tab, page) => {
    await tab.goto(`${portal.base}/favicon.svg`);
    const session = page.role ? (sessions[page.role] ??= await signIn(portal.base, page.role)) : null;
    await tab.evaluate(
      (s, lang) => {
        localStorage.clear();
        if (s) {
          localStorage.setItem('token', s.token);
          localStorage.setItem('user', JSON.stringify(s.user));
        }
        if (lang) localStorage.setItem('lang', lang);
      },
      session,
      page.lang ?? null,
    );
  };
  /** A first visit: the stored session and language kept, the HTTP cache, the service worker and its caches gone. */
  const prepareCold = async (page) => {
    const tab = await browser.newPage();
    await storeAs(tab, page);
    const cdp = await tab.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', {
      origin: portal.base,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  };
  /** A repeat visit: the page opened once, its service worker installed (precache done) and in control. */
  const prepareWarm = async (page) => {
    const tab = await browser.newPage();
    await storeAs(tab, page);
    await tab.goto(`${portal.base}${page.path}`, { waitUntil: 'networkidle0' });
    await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await tab.reload({ waitUntil: 'networkidle0' });
    const controlled = await tab.evaluate(() => navigator.serviceWorker.controller !== null);
    await tab.close();
    if (!controlled) throw new Error(`${page.name}: no service worker controls the page after a visit`);
  };
  /** One Lighthouse run on the page as the browser profile stands (storage never reset by Lighthouse). */
  const measure = async (page, i, { label = '', settings = {} } = {}) => {
    for (let retries = 0; ; retries++) {
      const result = await lighthouse(
        `${portal.base}${page.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
        {
          extends: 'lighthouse:default',
          settings: { onlyCategories: ['performance', 'accessibility'], ...settings },
        },
      );
      // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the page: run again.
      if (result.lhr.runtimeError) {
        if (retries >= 3) throw new Error(`${page.name}: ${result.lhr.runtimeError.message}`);
        continue;
      }
      if (reportsDir) {
        const name = `${page.name.replace(/\W+/g, '_')}${label}-${i + 1}`;
        fs.mkdirSync(reportsDir, { recursive: true });
        fs.writeFileSync(path.join(reportsDir, `${name}.json`), result.report);
        if (process.env.LH_TRACE) {
          fs.writeFileSync(path.join(reportsDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
        }
      }
      const { finalDisplayedUrl } = result.lhr;
      if (!finalDisplayedUrl.endsWith(page.path)) throw new Error(`${page.name} ended on ${finalDisplayedUrl}`);
      return result;
    }
  };
  /**
   * --warm: cold and warm runs taken in turn, both under DevTools throttling (the default mobile
   * slow 4G: 562.5 ms request latency, 1.4 Mbps down, and 4x CPU), applied to the real page load.
   */
  const measureColdAndWarm = async (page) => {
    const devtools = { throttlingMethod: 'devtools' };
    const paints = { cold: [], warm: [] };
    for (let i = 0; i < RUNS; i++) {
      await prepareCold(page);
      const cold = await measure(page, i, { label: '-cold', settings: devtools });
      await prepareWarm(page);
      const warmRun = await measure(page, i, { label: '-warm', settings: devtools });
      for (const [mode, { lhr }] of [
        ['cold', cold],
        ['warm', warmRun],
      ]) {
        paints[mode].push({
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          performance: Math.round(lhr.categories.performance.score * 100),
        });
      }
    }
    const ms = (mode, key) => Math.round(median(paints[mode].map((r) => r[key])));
    return {
      page: page.name,
      'cold FCP ms': ms('cold', 'fcp'),
      'cold LCP ms': ms('cold', 'lcp'),
      'warm FCP ms': ms('warm', 'fcp'),
      'warm LCP ms': ms('warm', 'lcp'),
      'cold runs': paints.cold.map((r) => r.performance).join(' '),
      'warm runs': paints.warm.map((r) => r.performance).join(' '),
    };
  };
  try {
    // One unmeasured visit of each page first: a portal just started (its database, the server's
    // compiled code) answers its first requests slower than a running one, and the pages measured
    // first would pay for that.
    for (const page of pages) {
      const tab = await browser.newPage();
      await storeAs(tab, page);
      await tab.goto(`${portal.base}${page.path}`, { waitUntil: 'networkidle0' });
      await tab.close();
    }
    for (const page of pages) {
      if (warm) {
        const row = await measureColdAndWarm(page);
        rows.push(row);
        console.log(JSON.stringify(row));
        continue;
      }
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Storage as a returning user has it (token, language); the HTTP cache empty and no service
        // worker, as on a first visit.
        await prepareCold(page);
        const { lhr } = await measure(page, i);
        const { categories, audits } = lhr;
        runs.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          failedA11y: Object.values(audits)
            .filter(
              (a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            )
            .map((a) => a.id),
        });
      }
      const row = {
        page: page.name,
        performance: median(runs.map((r) => r.performance)),
        accessibility: Math.min(...runs.map((r) => r.accessibility)),
        'FCP ms': Math.round(median(runs.map((r) => r.fcp))),
        'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
        'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
        runs: runs.map((r) => r.performance).join(' '),
        'a11y failures': [...new Set(runs.flatMap((r) => r.failedA11y))].join(', '),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
      if (row.performance < MIN_PERFORMANCE || row.accessibility < 100) failed = true;
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await portal.stop();
  }
  console.log(
    warm
      ? `\nLighthouse mobile, DevTools throttling (slow 4G, 4x CPU), medians of ${RUNS}: cold (first visit) and warm (repeat visit, service worker) paints (target: warm under 1000 ms)`
      : `\nLighthouse mobile, medians of ${RUNS} (targets: performance >= 95, accessibility 100, LCP < 2000 ms, TBT < 150 ms)`,
  );
  console.table(rows);
  if (check && failed) {
    console.error(`A page scored under ${MIN_PERFORMANCE} for performance or under 100 for accessibility.`);
    process.exitCode = 1;
  }
}

await main();
