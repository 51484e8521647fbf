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
    await page.screenshot({ path: info.outputPath(`bell-${dir}.png`), clip: { x: i.x - 30, y: 0, width: 80, height: 50 } });
  });
}
