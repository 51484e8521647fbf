// Safari-engine smoke test: drives WebKitGTK's MiniBrowser (the engine family of iPhone Safari) through
// W3C WebDriver with plain fetch. Signs in as the Agent through the form, opens the leads list and one
// lead, checks the service worker and the IndexedDB offline copy, and saves screenshots (light, then
// dark + Arabic RTL) of the sign-in page, the leads list, the lead page and the phone menu.
//
//   apt-get install -y webkit2gtk-driver xvfb   # WebKitWebDriver; MiniBrowser comes with libwebkit2gtk-4.1-0
//   node apps/web/scripts/webkit-smoke.mjs [http://127.0.0.1:4302] [--full-nav]
//
// Env: PORTAL_URL (or the first argument; default http://127.0.0.1:4302), SHOTS_DIR (default /tmp/webkit-shots),
// MINIBROWSER (default Debian's path). Without $DISPLAY the driver is started under `xvfb-run -a`.
// Screens are opened as a person does, from the app's own menu and links. --full-nav instead loads
// /leads by address right after sign-in (a full page load while the dashboard still saves its offline
// copy): in WebKit that page then sometimes hangs on "Loading…", its IndexedDB read blocked by a write
// that the previous page took into the back/forward cache (about 1 run in 5 here; see the failure probe).
// Exits 1 when a step fails; service-worker and offline-copy findings are printed, not failed on.
/* global document, location -- waitFor's predicates are sent to the page and run there */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const fullNav = process.argv.includes('--full-nav');
const urlArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
// Plain http is fine: WebKit treats both 127.0.0.1 and localhost as secure contexts (service workers run).
const BASE = (urlArg ?? process.env.PORTAL_URL ?? 'http://127.0.0.1:4302').replace(/\/$/, '');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/webkit-shots';
const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const AGENT = { email: 'agent@agency.test', password: 'agent123' };
const PHONE = { width: 390, height: 844 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

// MiniBrowser's toolbar keeps its window at least ~447 px wide; a throwaway GTK stylesheet shrinks the
// toolbar (GTK widgets only, not the page) so the page can get a 390 px phone viewport.
const gtkConfig = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-smoke-'));
fs.mkdirSync(path.join(gtkConfig, 'gtk-3.0'));
fs.writeFileSync(
  path.join(gtkConfig, 'gtk-3.0', 'gtk.css'),
  'window * { font-size: 3px; min-width: 0; min-height: 0; padding: 0; margin: 0; }',
);

const port = await freePort();
const driverCmd = ['WebKitWebDriver', `--port=${port}`];
const underXvfb = ['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24'];
const [cmd, ...args] = process.env.DISPLAY ? driverCmd : [...underXvfb, ...driverCmd];
const driver = spawn(cmd, args, {
  detached: true, // its own process group, so xvfb-run, Xvfb and MiniBrowser all end with it
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, XDG_CONFIG_HOME: gtkConfig },
});
let browserOutput = '';
driver.stdout.on('data', (d) => (browserOutput += d));
driver.stderr.on('data', (d) => (browserOutput += d));
const stopDriver = () => {
  try {
    process.kill(-driver.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  fs.rmSync(gtkConfig, { recursive: true, force: true });
};
process.on('exit', stopDriver);

const DRIVER = `http://127.0.0.1:${port}`;
async function wd(method, url, body) {
  const res = await fetch(DRIVER + url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url}: ${json.value?.error} ${json.value?.message ?? res.status}`);
  return json.value;
}
for (let i = 0; ; i++) {
  try {
    await wd('GET', '/status');
    break;
  } catch (err) {
    if (i > 50) throw new Error(`WebKitWebDriver did not start: ${err.message}\n${browserOutput}`, { cause: err });
    await sleep(200);
  }
}

const { sessionId, capabilities } = await wd('POST', '/session', {
  capabilities: {
    alwaysMatch: {
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation'],
        useOverlayScrollbars: true, // as on iOS: no scrollbar gutter taking the phone's width
      },
    },
  },
});
const S = `/session/${sessionId}`;
const js = (script, args = []) => wd('POST', `${S}/execute/sync`, { script, args });
// Async scripts get `done` as their last argument (W3C executeAsyncScript).
const jsAsync = (script, args = []) => wd('POST', `${S}/execute/async`, { script, args });
const go = (p) => wd('POST', `${S}/url`, { url: BASE + p });
const find = async (css) => Object.values(await wd('POST', `${S}/element`, { using: 'css selector', value: css }))[0];
const click = async (css) => wd('POST', `${S}/element/${await find(css)}/click`, {});
const type = async (css, text) => wd('POST', `${S}/element/${await find(css)}/value`, { text });

async function waitFor(what, test, timeout = 15000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await js(`return (${test})()`).catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (at ${await js('return location.href')})`);
    await sleep(250);
  }
}

// WebKitWebDriver has no log endpoint and no BiDi (a webSocketUrl capability fails the session), and
// MiniBrowser's console-to-stdout setting is ignored in automation mode: so collect what the page
// reports from now on (per document, so set again after each full load; errors while loading are missed).
const ERRORS = [];
const armErrors = () =>
  js(`if (!window.__smokeErrors) {
        window.__smokeErrors = [];
        addEventListener('error', (e) => __smokeErrors.push('error: ' + e.message + ' @ ' + e.filename + ':' + e.lineno));
        addEventListener('unhandledrejection', (e) => __smokeErrors.push('unhandledrejection: ' + (e.reason && (e.reason.stack || e.reason))));
        const orig = console.error;
        console.error = (...a) => { __smokeErrors.push('console.error: ' + a.map(String).join(' ')); orig.apply(console, a); };
      }`);
const harvestErrors = async (where) => {
  const list = (await js('return (window.__smokeErrors || []).splice(0)').catch(() => [])) ?? [];
  for (const e of list) ERRORS.push(`${where}: ${e}`);
};

fs.mkdirSync(SHOTS, { recursive: true });
async function shot(name) {
  // Park the mouse in a corner: the click that opened the page would otherwise leave a :hover behind
  // (two moves: one to where the driver last put the pointer may be dropped as no move at all).
  const park = [2, 1].map((x) => ({ type: 'pointerMove', x, y: 1, origin: 'viewport' }));
  await wd('POST', `${S}/actions`, { actions: [{ type: 'pointer', id: 'mouse', actions: park }] });
  await sleep(600); // let transitions and lazy chunks settle
  const png = await wd('GET', `${S}/screenshot`);
  const file = path.join(SHOTS, `${name}.png`);
  fs.writeFileSync(file, Buffer.from(png, 'base64'));
  console.log(`  screenshot ${file}`);
}

const openMenu = async () => {
  await click('button[aria-controls="app-sidebar"]');
  await waitFor(
    'the menu',
    () => document.querySelector('#app-sidebar a[href="/leads"]')?.getBoundingClientRect().width,
  );
  await sleep(400); // its slide-in
};
async function waitForLeads(tag) {
  await waitFor('lead rows', () => document.querySelectorAll('main a.lead-name__text').length > 0);
  console.log(`  ${await js(`return document.querySelectorAll('main a.lead-name__text').length`)} lead rows`);
  await shot(`leads-${tag}`);
  await harvestErrors(`/leads (${tag})`);
}
async function openFirstLead(tag) {
  await click('main a.lead-name__text');
  await waitFor(
    'the lead page',
    () => /\/leads\/[0-9a-f]{24}$/.test(location.pathname) && document.querySelector('main h1'),
  );
  await waitFor('its feedback', () => document.querySelector('.feedback-log:not([aria-busy])'));
  await shot(`lead-${tag}`);
  await harvestErrors(`lead page (${tag})`);
}

const report = {};
let failed = false;
try {
  console.log(`WebKitGTK ${capabilities.browserVersion} (${capabilities.browserName}) on ${BASE}`);
  // The window includes MiniBrowser's toolbar: size it so the page itself gets the phone's viewport.
  await go('/login');
  await wd('POST', `${S}/window/rect`, PHONE);
  const inner = await js('return [innerWidth, innerHeight]');
  await wd('POST', `${S}/window/rect`, { width: PHONE.width * 2 - inner[0], height: PHONE.height * 2 - inner[1] });
  report.viewport = await js('return [innerWidth, innerHeight, devicePixelRatio]');
  report.secureContext = await js('return window.isSecureContext');
  report.userAgent = await js('return navigator.userAgent');

  // 1. Light theme: sign-in page, sign in through the form, then the leads list and one lead.
  console.log('light:');
  await js('localStorage.clear()');
  await wd('POST', `${S}/refresh`, {});
  await armErrors();
  await waitFor('the sign-in form', () => document.querySelector('input[type=email]'));
  await shot('login-light');
  await type('input[type=email]', AGENT.email);
  await type('input[type=password]', AGENT.password);
  await click('form button[type=submit]');
  if (fullNav) {
    // Typed address (or a link from outside) while the dashboard is still loading and saving its copy.
    await waitFor('signed in', () => !location.pathname.startsWith('/login') && document.querySelector('main'));
    await go('/leads');
    await armErrors();
  } else {
    await waitFor('signed in', () => !location.pathname.startsWith('/login') && document.querySelector('main h1'));
    await harvestErrors('sign-in');
    await openMenu();
    await shot('menu-light');
    await click('#app-sidebar a[href="/leads"]');
  }
  await waitForLeads('light');
  await openFirstLead('light');

  // 2. Service worker: registered after load + idle (pwa-updates.tsx); a reload puts the page under it.
  report.serviceWorker = await jsAsync(`const done = arguments[arguments.length - 1];
    if (!('serviceWorker' in navigator)) return done({ supported: false });
    const t = setTimeout(async () => done({ supported: true, ready: false,
      registrations: (await navigator.serviceWorker.getRegistrations()).map((r) => [r.installing && 'installing', r.waiting && 'waiting', r.active && r.active.state]) }), 30000);
    navigator.serviceWorker.ready.then((r) => { clearTimeout(t); done({ supported: true, ready: true, scope: r.scope }); },
      (e) => done({ supported: true, error: String(e) }));`);
  await wd('POST', `${S}/refresh`, {});
  await waitFor('the lead page after reload', () => document.querySelector('main h1'));
  report.serviceWorker.controlledAfterReload = await js('return !!navigator.serviceWorker?.controller');
  report.cacheStorage = await jsAsync(`const done = arguments[arguments.length - 1];
    if (!window.caches) return done('no CacheStorage');
    caches.keys().then(async (names) => done(await Promise.all(names.map(async (n) => n + ': ' + (await (await caches.open(n)).keys()).length + ' entries'))), (e) => done(String(e)));`);
  report.storageApi = await js('return typeof navigator.storage'); // StorageManager (persist/estimate)

  // 3. IndexedDB: a write/read round trip, then the offline copy (idb-keyval store crm-offline/kv).
  await sleep(1500); // the copy is saved at most every half second
  report.indexedDB = await jsAsync(`const done = arguments[arguments.length - 1];
    const req = (r) => new Promise((ok, ko) => { r.onsuccess = () => ok(r.result); r.onerror = () => ko(r.error); });
    (async () => {
      const test = indexedDB.open('webkit-smoke', 1);
      test.onupgradeneeded = () => test.result.createObjectStore('s');
      const tdb = await req(test);
      await req(tdb.transaction('s', 'readwrite').objectStore('s').put('hello', 'k'));
      const roundTrip = await req(tdb.transaction('s').objectStore('s').get('k'));
      tdb.close(); indexedDB.deleteDatabase('webkit-smoke');
      const db = await req(indexedDB.open('crm-offline'));
      const values = db.objectStoreNames.contains('kv') ? await req(db.transaction('kv').objectStore('kv').getAll()) : [];
      const keys = db.objectStoreNames.contains('kv') ? await req(db.transaction('kv').objectStore('kv').getAllKeys()) : [];
      db.close();
      return { roundTrip, copyKeys: keys, copySizes: values.map((v) => (typeof v === 'string' ? v.length : typeof v)),
        leadsInCopy: values.some((v) => typeof v === 'string' && v.includes('"leads"')) };
    })().then(done, (e) => done({ error: String(e) }));`);

  // 4. Dark + Arabic RTL: the app reads these keys before the first paint (index.html's prefs-init).
  console.log('dark + Arabic RTL:');
  await js(
    `localStorage.setItem('theme', 'dark'); localStorage.setItem('dir', 'rtl'); localStorage.setItem('lang', 'ar')`,
  );
  await wd('POST', `${S}/refresh`, {});
  await waitFor(
    'the lead page in Arabic',
    () => document.documentElement.dir === 'rtl' && document.querySelector('main h1'),
  );
  await armErrors();
  await waitFor('its feedback', () => document.querySelector('.feedback-log:not([aria-busy])'));
  await shot('lead-dark-rtl');
  await harvestErrors('lead page (dark-rtl)');
  await click('main a[href="/leads"]'); // the page's "All leads" link
  await waitForLeads('dark-rtl');
  await openMenu();
  await shot('menu-dark-rtl');
  // Sign out from the menu (it empties the offline copy and loads the sign-in page).
  await click('.sidebar__logout');
  await waitFor(
    'the sign-in form',
    () => location.pathname === '/login' && document.querySelector('input[type=email]'),
  );
  await armErrors();
  await shot('login-dark-rtl');
  await harvestErrors('/login (dark-rtl)');
} catch (err) {
  failed = true;
  console.error(`FAILED: ${err.message}`);
  await shot('failure').catch(() => {});
  // A page stuck on "Loading…" with no API call: the offline copy's restore waits on an IndexedDB
  // transaction; WebKit can leave one pending in a page it keeps in the back/forward cache.
  report.atFailure = await jsAsync(`const done = arguments[arguments.length - 1];
    setTimeout(() => done('IndexedDB crm-offline/kv: a read transaction is blocked (3 s)'), 3000);
    const r = indexedDB.open('crm-offline');
    r.onsuccess = () => { const tx = r.result.transaction('kv'); tx.objectStore('kv').count(); tx.oncomplete = () => done('IndexedDB reads fine'); };`).catch(
    (e) => e.message,
  );
} finally {
  await wd('DELETE', S).catch(() => {});
  stopDriver();
}

console.log(JSON.stringify(report, null, 2));
console.log(`page errors (collector): ${ERRORS.length ? '\n  ' + ERRORS.join('\n  ') : 'none'}`);
if (failed && browserOutput) console.log(`driver/browser output:\n${browserOutput.slice(-3000)}`);
process.exit(failed ? 1 : 0);
