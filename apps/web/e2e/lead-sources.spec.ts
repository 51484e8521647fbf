import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueName, withPreferences } from './support';

test.use({ timezoneId: 'UTC', permissions: ['clipboard-read', 'clipboard-write'] });

const SHOTS = 'test-results/lead-sources';
/** An Egyptian mobile number no demo lead has. */
const freshPhone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Adds a website form on the Lead sources screen and answers its endpoint, copied with its Copy button. */
async function addWebsiteForm(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add website form' }).click();
  const add = page.getByRole('dialog', { name: 'Add a website form' });
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  const setUp = page.getByRole('dialog', { name: `Set up ${name}` });
  await setUp.getByRole('button', { name: 'Copy the endpoint' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const endpoint = await page.evaluate(() => navigator.clipboard.readText());
  await expect(setUp.getByLabel('Form endpoint')).toHaveValue(endpoint);
  expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/intake\/forms\/\S+$/);
  await expect(setUp.getByLabel('HTML form')).toHaveValue(new RegExp(`action="${endpoint}"[\\s\\S]*name="website"`));
  return { endpoint, setUp };
}

test('the Admin adds a website form, a post to it makes a lead, on record in the log and on the lead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await withPreferences(page, { theme: 'light', lang: 'en', dir: 'ltr' });
  await signIn(page, 'Admin');
  await page.getByRole('link', { name: 'Lead sources' }).click();
  await expect(page).toHaveURL(/\/lead-sources$/);
  const source = uniqueName('Landing page');
  const { endpoint, setUp } = await addWebsiteForm(page, source);
  await page.screenshot({ path: `${SHOTS}/en-light-1280-set-up.png` });
  await setUp.getByRole('button', { name: 'Done' }).click();

  const lead = uniqueName('Hoda Samir');
  const answer = await page.request.post(endpoint, {
    data: {
      name: lead,
      phone: freshPhone(),
      message: 'Call me after 5 please',
      الميزانية: '2M EGP',
      utm_source: 'facebook',
      utm_campaign: 'spring',
    },
  });
  expect(answer.status()).toBe(201);

  // The screen refreshes itself every half minute; a reload shows the delivery at once.
  await page.reload();
  const log = page.getByRole('table', { name: 'Deliveries' });
  await page.getByRole('combobox', { name: 'Source' }).selectOption({ label: source });
  const row = log.getByRole('row').filter({ hasText: lead });
  await expect(row.getByText('Created')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sources' }).getByRole('row').filter({ hasText: source })).toContainText(
    '1 delivery',
  );
  await page.screenshot({ path: `${SHOTS}/en-light-1280-screen.png`, fullPage: true });

  await row.getByRole('link', { name: lead }).click();
  const panel = page.getByRole('region', { name: new RegExp(`^Arrived via .${source}.$`) });
  await expect(panel).toContainText('Call me after 5 please');
  await expect(panel).toContainText('الميزانية');
  await expect(panel).toContainText('2M EGP');
  await expect(panel).toContainText('utm_campaign');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/en-light-1280-lead.png` });
});

test('in Arabic, dark, on a phone: the screen and the arrival panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withPreferences(page, { theme: 'dark' });
  await signIn(page, 'CEO');
  // A website form and one lead it brought, through the API.
  const source = uniqueName('نموذج الموقع');
  const lead = uniqueName('هدى سمير');
  const key = await page.evaluate(async (name) => {
    const res = await fetch('/api/intake/sources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ kind: 'form', name }),
    });
    return ((await res.json()) as { key: string }).key;
  }, source);
  const answer = await page.request.post(`/api/intake/forms/${key}`, {
    form: {
      name: lead,
      phone: freshPhone(),
      message: 'أريد شقة في التجمع',
      'Preferred area': 'New Cairo',
      utm_source: 'google',
    },
    headers: { Accept: 'application/json' },
  });
  expect(answer.ok()).toBe(true);

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/lead-sources');
  await expect(page.getByRole('heading', { level: 1, name: 'مصادر العملاء' })).toBeVisible();
  const row = page.getByRole('table', { name: 'سجل الوصول' }).getByRole('row').filter({ hasText: lead });
  await expect(row.getByText('تم الإنشاء')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ar-dark-390-screen.png`, fullPage: true });
  await page.getByRole('button', { name: 'إضافة صفحة فيسبوك' }).click();
  const addPage = page.getByRole('dialog', { name: 'إضافة صفحة فيسبوك' });
  await expect(addPage.getByLabel('رمز وصول الصفحة')).toHaveAttribute('type', 'password');
  await page.screenshot({ path: `${SHOTS}/ar-dark-390-add-page.png` });
  await addPage.getByRole('button', { name: 'إلغاء' }).click();

  await row.getByRole('link', { name: lead }).click();
  const panel = page.getByRole('region', { name: new RegExp(`وصل عبر .${source}.`) });
  await expect(panel).toContainText('New Cairo');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ar-dark-390-lead.png` });
});

test('an Agent gets no Lead sources item, and no access at /lead-sources', async ({ page }) => {
  await signIn(page, 'Agent');
  await expect(page.getByRole('link', { name: 'Leads', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lead sources' })).toHaveCount(0);
  await page.goto('/lead-sources');
  await expect(page.getByText('Your role does not include this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add website form' })).toHaveCount(0);
});
