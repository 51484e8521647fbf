import { expect, test, type Locator } from '@playwright/test';
import { signIn, withPreferences } from './support';

test.use({ timezoneId: 'UTC' });

/** How much of `a`'s area `b` covers (0-1). */
async function covered(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const w = Math.max(0, Math.min(x.x + x.width, y.x + y.width) - Math.max(x.x, y.x));
  const h = Math.max(0, Math.min(x.y + x.height, y.y + y.height) - Math.max(x.y, y.y));
  return (w * h) / (x.width * x.height);
}

for (const dir of ['ltr', 'rtl'] as const) {
  test(`the bell stays visible under its count badge (${dir})`, async ({ page }, info) => {
    await withPreferences(page, { dir });
    await signIn(page, 'CEO');
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    const badge = bell.getByTestId('notifications-badge');
    await expect(badge).toBeVisible();
    const icon = bell.locator('svg');
    expect(await covered(icon, badge), 'share of the bell under the badge').toBeLessThan(0.2);
    // On the icon's top corner at the inline end.
    const [i, b] = [(await icon.boundingBox())!, (await badge.boundingBox())!];
    expect(b.y).toBeLessThan(i.y + i.height / 2);
    if (dir === 'ltr') expect(b.x + b.width / 2).toBeGreaterThan(i.x + i.width / 2);
    else expect(b.x + b.width / 2).toBeLessThan(i.x + i.width / 2);
    await page.screenshot({
      path: info.outputPath(`bell-${dir}.png`),
      clip: { x: i.x - 30, y: 0, width: 80, height: 50 },
    });
  });
}

for (const prefs of [{}, { theme: 'dark' as const }, { dir: 'rtl' as const }]) {
  const look = prefs.theme ?? prefs.dir ?? 'light';
  test(`on a phone a lead card is compact and opens on tap (${look})`, async ({ page }, info) => {
    await withPreferences(page, prefs);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'CEO');
    // The demo's campaign leads all have a phone; tests running alongside add leads without one.
    await page.goto('/leads?limit=10&source=Campaign');
    const rows = page.getByRole('table', { name: 'Leads' }).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Compact: name, status, phone; well under half the old 450 px.
    const first = rows.first();
    const closed = (await first.boundingBox())!.height;
    expect(closed).toBeLessThan(200);
    await expect(first.getByRole('combobox', { name: /^Status of / })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Contact / })).toBeVisible();
    await expect(first.getByRole('combobox', { name: /^Interest of / })).toBeHidden();
    await expect(first.getByRole('button', { name: /^Feedback for / })).toBeHidden();
    await page.screenshot({ path: info.outputPath(`leads-phone-${look}.png`) });

    // A tap on the card's toggle opens the rest; another closes it.
    const toggle = first.getByRole('button', { name: /^Details of / });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first.getByRole('combobox', { name: /^Interest of / })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Feedback for / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath(`leads-phone-${look}-open.png`) });
    await toggle.click();
    await expect(first.getByRole('combobox', { name: /^Interest of / })).toBeHidden();

    // One "Filters" control; the search's own button is the magnifier, named "Search".
    await expect(page.getByRole('button', { name: /^Filter$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  });
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the dashboard leads with Total and Follow-ups Today, statuses grouped, a straight-line chart (${width})`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'CEO');
    const counts = page.getByRole('region', { name: 'Lead counts' });
    const total = counts.getByRole('link', { name: /^Total \d/ });
    const followUps = counts.getByRole('link', { name: /^Follow-ups Today \d/ });
    const byStatus = counts.getByRole('group', { name: 'By status' });
    const won = byStatus.getByRole('link', { name: /^Won \d/ });
    await expect(won).toBeVisible();
    await expect(byStatus.getByRole('link')).toHaveCount(6);
    const valueSize = (card: Locator) =>
      card.locator('.stat-card__value').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await valueSize(total)).toBeGreaterThan(await valueSize(won));
    expect(await valueSize(followUps)).toBeGreaterThan(await valueSize(won));
    // Headline cards come first.
    expect((await total.boundingBox())!.y).toBeLessThan((await won.boundingBox())!.y);

    // Straight segments (no curve commands), a point on every count. (On a phone the chart
    // below the fold draws once it nears the screen; its card replaces its skeleton's, heading
    // and all, when the chart's code arrives, so scrolling to the heading may need a second go.)
    const line = page.locator('.recharts-line-curve').first();
    await expect(async () => {
      await page.getByRole('heading', { name: 'New Leads Over Time' }).scrollIntoViewIfNeeded({ timeout: 2000 });
      await expect(line).toBeVisible({ timeout: 2000 });
    }).toPass();
    expect(await line.getAttribute('d')).not.toMatch(/C/);
    expect(await page.locator('.recharts-line-dots circle').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`dashboard-${width}.png`), fullPage: true });
  });
}
