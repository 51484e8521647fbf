import { expect, test, type Page } from '@playwright/test';

const SHOTS = 'test-results/speed-to-lead';
const PHONE = { width: 390, height: 844 };
// An agent no other spec signs in as, so no other test calls their leads meanwhile.
const AGENT = { email: 'agent4@agency.test', password: 'agent123' };

async function signInAgent(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(AGENT.email);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The dashboard's "not contacted in time" figure, read from its link. */
async function overdueFigure(page: Page, title = 'Speed to lead'): Promise<number> {
  // The card loads when it nears the screen.
  await page.getByRole('region', { name: title }).scrollIntoViewIfNeeded();
  const link = page.getByTestId('first-contact-overdue');
  await expect(link).toBeVisible();
  return Number(/(\d+)/.exec((await link.textContent()) ?? '')?.[1] ?? NaN);
}

// The demo agency's New leads were assigned days ago and many were never contacted: past their
// first-contact deadline in any working hours, so the figure is known to be above zero.
test("the dashboard's first-contact figure drops when an Agent calls an overdue lead", async ({ page }) => {
  await signInAgent(page);
  await page.goto('/');
  const before = await overdueFigure(page);
  expect(before).toBeGreaterThan(0);

  await page.getByTestId('first-contact-overdue').click();
  await expect(page).toHaveURL(/\/leads\?firstContact=overdue/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Not contacted in time');
  const row = page.getByRole('row').filter({ hasText: 'No contact ·' }).first();
  await expect(row).toBeVisible();
  await row.screenshot({ path: `${SHOTS}/overdue-row-desk.png` });
  // Call the client: the contact attempt is the assignee's first contact.
  const posted = page.waitForResponse(
    (res) => /\/api\/leads\/[0-9a-f]{24}\/contact-attempts$/.test(res.url()) && res.request().method() === 'POST',
  );
  await row.getByRole('button', { name: /^Contact / }).click();
  const dialog = page.getByRole('dialog');
  const call = dialog.getByRole('link', { name: 'Call client' });
  await call.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
  await call.click();
  expect((await posted).status()).toBe(201);

  await page.goto('/');
  await expect.poll(() => overdueFigure(page)).toBe(before - 1);
  await page.getByRole('region', { name: 'Speed to lead' }).screenshot({ path: `${SHOTS}/card-desk.png` });
});

test('the Speed to lead card reads on a phone, dark, in Arabic', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAgent(page);
  // Stored preferences, read before the first paint of the next load.
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('dir', 'rtl');
    localStorage.setItem('lang', 'ar');
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('region', { name: 'سرعة التواصل' });
  expect(await overdueFigure(page, 'سرعة التواصل')).toBeGreaterThanOrEqual(0);
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  await card.screenshot({ path: `${SHOTS}/card-phone-dark-rtl.png` });
});
