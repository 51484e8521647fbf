import { expect, test } from '@playwright/test';
import { DEMO, signIn, uniqueName } from './support';

/*
 * A phone in Dubai (UTC+4) working for an agency in Cairo (UTC+2 in December). The portal under
 * test runs on UTC (playwright.config.ts: the other specs reckon "today" there), so its settings
 * answer is given Cairo's zone here: what is tested is the web reading and typing times on the
 * agency's clock, whatever the phone's.
 */
test.use({ timezoneId: 'Asia/Dubai' });

const AT_11_IN_CAIRO = '2030-12-03T09:00:00.000Z';

test('a follow-up at 09:00 UTC reads 11:00 in the table and on the lead page; 11:00 typed there is saved as 09:00 UTC', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.Admin.email, password: DEMO.Admin.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const name = uniqueName('Cairo clock');
  const created = await request.post('/api/leads', { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  const dated = await request.put(`/api/leads/${id}`, {
    headers,
    data: { status: 'FollowUp', followUpDate: AT_11_IN_CAIRO },
  });
  expect(dated.status()).toBe(200);

  await page.route('**/api/settings', async (route) => {
    const settings = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...settings, timeZone: 'Africa/Cairo' } });
  });
  await signIn(page, 'Admin');
  await page.goto(`/leads?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Dec 3, 11:00 AM');

  await row.getByRole('link', { name }).click();
  const form = page.getByRole('form', { name: 'Follow-up' });
  await expect(form.getByLabel('Reminder')).toHaveValue('2030-12-03T11:00');
  await form.getByLabel('Reminder').fill('2030-12-04T11:00');
  await form.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(page.getByText('Follow-up saved')).toBeVisible();
  const saved = (await (await request.get(`/api/leads/${id}`, { headers })).json()) as { followUpDate: string };
  expect(saved.followUpDate).toBe('2030-12-04T09:00:00.000Z');
});
