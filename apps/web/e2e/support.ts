import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  CEO: { email: 'ceo@agency.test', password: 'ceo12345', name: 'Nadia Farouk' },
  Admin: { email: 'admin@agency.test', password: 'admin123', name: 'Karim Adel' },
  Manager: { email: 'manager@agency.test', password: 'manager123', name: 'Mona Saleh' },
  Supervisor: { email: 'supervisor@agency.test', password: 'super123', name: 'Youssef Nabil' },
  Agent: { email: 'agent@agency.test', password: 'agent123', name: 'Laila Hassan' },
  Agent2: { email: 'agent2@agency.test', password: 'agent123', name: 'Omar Khaled' },
} as const;

export type DemoRole = keyof typeof DEMO;

export async function signIn(page: Page, who: DemoRole) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO[who].email);
  await page.getByLabel('Password').fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.locator('main')).toBeVisible();
}

/** Starts a page with stored preferences (theme, direction) before the portal loads. */
export async function withPreferences(
  page: Page,
  prefs: { theme?: 'light' | 'dark'; dir?: 'ltr' | 'rtl'; lang?: 'en' | 'ar' },
) {
  await page.addInitScript((p) => {
    if (p.theme) localStorage.setItem('theme', p.theme);
    if (p.dir) localStorage.setItem('dir', p.dir);
    if (p.lang) localStorage.setItem('lang', p.lang);
  }, prefs);
}

export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A demo person's API token, to check through the API what the browser did. */
export async function apiToken(request: APIRequestContext, who: DemoRole) {
  const res = await request.post('/api/auth/login', {
    data: { email: DEMO[who].email, password: DEMO[who].password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The first visit installs the service worker (the app shell for offline starts); needs `serviceWorkers: 'allow'`. */
export const whenServiceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
