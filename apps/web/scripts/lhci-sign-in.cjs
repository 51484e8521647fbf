// lhci's puppeteerScript (lighthouserc.cjs), run before each Lighthouse run: the browser as a
// returning Agent has it (token and user stored, as the app keeps its session; for /login, nobody
// signed in) with the HTTP cache, the service worker and its caches gone, as on a first visit.
// The first time an address comes, it is opened once unmeasured (as `npm run lighthouse` does): the
// server's first answers are slower, and a returning person has their kept copy (IndexedDB).
const AGENT = { email: 'agent@agency.test', password: 'agent123' };
let session = null;
const visited = new Set();

async function signIn(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(AGENT),
  });
  if (!res.ok) throw new Error(`sign-in as the Agent failed: ${res.status}`);
  return res.json();
}

module.exports = async (browser, { url }) => {
  const { origin, pathname } = new URL(url);
  const signedIn = pathname !== '/login';
  if (signedIn) session ??= await signIn(origin);
  const tab = await browser.newPage();
  await tab.goto(`${origin}/favicon.svg`);
  await tab.evaluate(
    (s) => {
      localStorage.clear();
      if (s) {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
      }
    },
    signedIn ? session : null,
  );
  if (!visited.has(url)) {
    visited.add(url);
    await tab.goto(url, { waitUntil: 'networkidle0' });
    await tab.goto(`${origin}/favicon.svg`);
    // What the visit saved of the shell is not a first visit's.
    await tab.evaluate(() => localStorage.removeItem('shell-snapshot'));
  }
  const cdp = await tab.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Network.clearBrowserCache');
  await tab.close();
};
