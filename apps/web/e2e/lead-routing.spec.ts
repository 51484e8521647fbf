import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO, signIn, uniqueName, withPreferences } from './support';

test.use({ timezoneId: 'UTC' });

const SHOTS = 'test-results/lead-routing';
/** An Egyptian mobile number no demo lead has. */
const freshPhone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A website form made through the API; answers its key. */
async function addFormSource(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/intake/sources', { headers: auth(token), data: { kind: 'form', name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

async function leadIdNamed(request: APIRequestContext, token: string, name: string) {
  const res = await request.get(`/api/leads?search=${encodeURIComponent(name)}`, { headers: auth(token) });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { _id: string; name: string }[] };
  expect(items.map((l) => l.name)).toEqual([name]);
  return items[0]!._id;
}

/** Ticks options of one of the rule dialog's multi-selects. */
async function choose(page: Page, label: string, options: string[]) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  const group = dialog.getByRole('group', { name: label });
  for (const option of options) await group.getByRole('checkbox', { name: option }).check();
  await dialog.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
}

test('the Admin routes a website form over two Agents in turns; each lead names the rule', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await withPreferences(page, { theme: 'light', lang: 'en', dir: 'ltr' });
  await signIn(page, 'Admin');
  const token = await apiToken(page.request, 'Admin');
  const before = await (await page.request.get('/api/routing/rules', { headers: auth(token) })).json();
  const source = uniqueName('Landing page');
  const key = await addFormSource(page.request, token, source);

  try {
    await page.getByRole('link', { name: 'Lead routing' }).click();
    await expect(page).toHaveURL(/\/lead-routing$/);
    await expect(page.getByText(/the first rule that fits a lead routes it/)).toBeVisible();
    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    const rule = uniqueName('Website');
    await dialog.getByLabel('Name').fill(rule);
    await choose(page, 'Lead sources', [source]);
    await choose(page, 'People', [DEMO.Agent.name, DEMO.Agent2.name]);
    await page.screenshot({ path: `${SHOTS}/en-light-1280-dialog.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('listitem', { name: rule });
    await expect(card).toContainText(`From ${source}`);
    await expect(card).toContainText(`To ${DEMO.Agent.name} and ${DEMO.Agent2.name}`);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Try these rules' }).click();
    await expect(page.getByRole('table', { name: 'Where the last leads would go' })).toBeVisible();
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Rules saved')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/en-light-1280-screen.png`, fullPage: true });

    const leads = [uniqueName('Hoda Samir'), uniqueName('Tarek Aziz')];
    for (const name of leads) {
      const answer = await page.request.post(`/api/intake/forms/${key}`, {
        data: { name, phone: freshPhone(), message: 'Please call me' },
      });
      expect(answer.status()).toBe(201);
    }

    const assignees: string[] = [];
    for (const name of leads) {
      await page.goto(`/leads/${await leadIdNamed(page.request, token, name)}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const details = page.getByRole('region', { name: 'Details' });
      const note = details.getByText(`Routed: rule ${rule}; round robin`);
      await expect(note).toBeVisible();
      assignees.push(((await note.locator('xpath=..').textContent()) ?? '').replace(/Routed:.*$/, '').trim());
    }
    expect(assignees.sort()).toEqual([DEMO.Agent.name, DEMO.Agent2.name].sort());
    await page.screenshot({ path: `${SHOTS}/en-light-1280-lead.png` });
  } finally {
    await page.request.put('/api/routing/rules', { headers: auth(token), data: before });
  }
});

test('in Arabic, dark, on a phone: the rules and the rule dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withPreferences(page, { theme: 'dark' });
  await signIn(page, 'CEO');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/lead-routing');
  await expect(page.getByRole('heading', { level: 1, name: 'توزيع العملاء' })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة قاعدة' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة قاعدة' });
  await dialog.getByLabel('الاسم').fill('الكل');
  await dialog.getByRole('button', { name: 'تم', exact: true }).click();
  const error = dialog.getByText('اختر شخصًا أو فريقًا واحدًا على الأقل');
  await expect(error).toBeVisible();
  await error.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ar-dark-390-dialog.png` });
  await choose(page, 'الأشخاص', [DEMO.Agent.name]);
  await dialog.getByRole('button', { name: 'تم', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'الكل' })).toContainText('كل عميل لم تلتقطه القواعد السابقة');
  await expect(page.getByText('تغييرات غير محفوظة')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ar-dark-390-screen.png`, fullPage: true });
});

test('the Admin marks an Agent away on the agency clock, then back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'Admin');
  await page.goto('/users');
  await page.getByRole('button', { name: `Mark away… for ${DEMO.Agent2.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${DEMO.Agent2.name} away` });
  await dialog.getByLabel('From').fill('2030-01-05T09:00');
  await dialog.getByLabel('Until').fill('2030-01-04T09:00');
  await dialog.getByRole('button', { name: 'Mark away' }).click();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();
  await dialog.getByLabel('Until').fill('2030-01-07T18:00');
  await page.screenshot({ path: `${SHOTS}/en-light-1280-away.png` });
  await dialog.getByRole('button', { name: 'Mark away' }).click();
  await expect(page.getByText(`${DEMO.Agent2.name} is marked away`)).toBeVisible();
  await page.getByRole('button', { name: `Mark away… for ${DEMO.Agent2.name}` }).click();
  await page.getByRole('button', { name: `Mark ${DEMO.Agent2.name} back` }).click();
  await expect(page.getByText(`${DEMO.Agent2.name} is back`)).toBeVisible();
});

test('an Agent gets no Lead routing item, and no access at /lead-routing', async ({ page }) => {
  await signIn(page, 'Agent');
  await expect(page.getByRole('link', { name: 'Leads', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lead routing' })).toHaveCount(0);
  await page.goto('/lead-routing');
  await expect(page.getByText('Your role does not include this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add rule' })).toHaveCount(0);
});
