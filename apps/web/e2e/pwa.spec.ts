import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The portal installed on a phone (design.md 7b): a manifest with icons, and a service worker that
 * keeps the app shell, so the portal opens without a network and a new deploy is offered, not forced.
 * The other specs block service workers (playwright.config.ts); these are about it.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const BUILT_WORKER = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

/** The first visit registers the worker once the page is idle; it is ready once it has precached the build. */
async function whenServiceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('is installable: a manifest with the brand, standalone display and PNG icons, and the iOS home-screen tags', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Agency CRM', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  // Both sizes Android asks for, each as a plain icon and as a maskable one (drawn inside the safe zone).
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(appleIcon).toBeTruthy();
  for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('after one visit a service worker controls the page, and the sign-in screen opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await whenServiceWorkerReady(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Any screen's address opens the cached shell (here, without a session, the sign-in screen).
    await page.goto('/leads');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The API is never answered from a cache.
    const api = await page.evaluate(() =>
      fetch('/api/health').then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
});

test('signed in, the app shell and its screens open offline from the service worker', async ({ page, context }) => {
  await signIn(page, 'Agent');
  await whenServiceWorkerReady(page);
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    // The shell (its top bar) and the screen's frame paint from the precache; the data needs the network.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a new deploy is offered with "New version available"; Reload switches to it', async ({ page, request }) => {
  // The next deploy, as a deploy makes it: the served sw.js changes. Only where this checkout's
  // build is the one served (npm start, or E2E_BASE_URL pointing at it).
  const served = await (await request.get('/sw.js')).text();
  const built = fs.existsSync(BUILT_WORKER) ? fs.readFileSync(BUILT_WORKER, 'utf8') : null;
  test.skip(built !== served, `the portal does not serve ${BUILT_WORKER}`);

  await page.goto('/login');
  await whenServiceWorkerReady(page);
  await page.reload();
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(before).toMatch(/\/sw\.js$/);

  fs.writeFileSync(BUILT_WORKER, `${built}\n// the next deploy\n`);
  try {
    // The app looks for a new version when it comes back to the foreground (a phone switching back to it).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Until Reload, the running build stays in charge: the new worker waits.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The new worker controls the page, nothing is left waiting.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: false, controlled: true });
  } finally {
    fs.writeFileSync(BUILT_WORKER, built!);
  }
});
