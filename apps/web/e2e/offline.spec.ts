import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn, uniqueName, whenServiceWorkerReady } from './support';

/**
 * The field app with no signal (issue 30): what the person last saw stays readable on the device,
 * changes made offline wait in an outbox and go out once when the network is back, a change that
 * conflicts with someone else's is offered for a choice, and signing out leaves nothing behind.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** Updates of reads already kept are written at most every half second (a new read at once: copy-writer.ts). */
const whenCopySaved = (page: Page) => page.waitForTimeout(1000);

/** An Agent's lead with a phone, opened from the leads list: its name and id. */
async function openALead(page: Page) {
  await page.goto('/leads');
  const link = page.locator('main a.lead-name__text').first();
  await expect(link).toBeVisible();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Feedback entries' })).toBeVisible();
  return { name, id: page.url().split('/').pop()! };
}

test('offline, the leads list and an opened lead still show; feedback written then is sent once when the network is back', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'Agent');
  await whenServiceWorkerReady(page);
  const lead = await openALead(page);
  await whenCopySaved(page);

  await context.setOffline(true);
  await page.goto('/leads');
  await expect(page.getByRole('status').filter({ hasText: /^Offline - showing what was synced at / })).toBeVisible();
  await expect(page.locator('main a.lead-name__text', { hasText: lead.name }).first()).toBeVisible();
  await page.goto(`/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();

  const note = uniqueName('Written in the lift');
  await page.getByLabel('New feedback').fill(note);
  await page.getByRole('button', { name: 'Add feedback' }).click();
  const waiting = page.locator('.feedback-waiting__entry', { hasText: note });
  await expect(waiting).toContainText('Waiting to send');
  await expect(page.getByText('1 change waiting to send')).toBeVisible();

  // The app closed a moment later and opened again, still without signal: the change is still there.
  await whenCopySaved(page);
  await page.reload();
  await expect(page.locator('.feedback-waiting__entry', { hasText: note })).toBeVisible();

  await context.setOffline(false);
  const log = page.getByRole('region', { name: 'Feedback entries' });
  await expect(log.getByText(note)).toBeVisible();
  await expect(page.locator('.feedback-waiting__entry')).toHaveCount(0);

  const token = await apiToken(request, 'Agent');
  const res = await request.get(`/api/comments/lead/${lead.id}`, { headers: { Authorization: `Bearer ${token}` } });
  const entries = (await res.json()) as { content: string }[];
  expect(entries.filter((entry) => entry.content === note)).toHaveLength(1);
});

test('a status changed offline that someone else changed meanwhile is offered with both values, and kept when chosen', async ({
  page,
  context,
  request,
}) => {
  // A lead of the Agent's own, so no other test's lead changes.
  const agent = await apiToken(request, 'Agent');
  const name = uniqueName('Offline conflict');
  const created = await request.post('/api/leads', {
    headers: { Authorization: `Bearer ${agent}` },
    // With a phone, as other specs expect of the newest lead on a list (a random one: no duplicate).
    data: { name, status: 'Contacted', phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { _id: string })._id;

  await signIn(page, 'Agent');
  await page.goto(`/leads/${id}`);
  const status = page.getByRole('combobox', { name: `Status of ${name}` });
  await expect(status).toHaveValue('Contacted');
  await whenCopySaved(page);

  await context.setOffline(true);
  await status.selectOption('Won'); // a status that asks for no follow-up date
  await expect(page.getByText('1 change waiting to send')).toBeVisible();

  // Meanwhile the CEO, online, moves the same lead back to New.
  const ceo = await apiToken(request, 'CEO');
  const changed = await request.put(`/api/leads/${id}`, {
    headers: { Authorization: `Bearer ${ceo}` },
    data: { status: 'New' },
  });
  expect(changed.ok()).toBe(true);

  await context.setOffline(false);
  const dialog = page.getByRole('alertdialog', { name: `Someone else changed ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Yours: Won');
  await expect(dialog).toContainText('Theirs: New');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => {
      const res = await request.get(`/api/leads/${id}`, { headers: { Authorization: `Bearer ${ceo}` } });
      return ((await res.json()) as { status: string }).status;
    })
    .toBe('Won');
  await expect(status).toHaveValue('Won');
});

test('signing out leaves nothing of the leads readable on the device', async ({ page }) => {
  await signIn(page, 'Agent');
  await openALead(page);
  await whenCopySaved(page);
  const keys = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('crm-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kv')) return resolve(0);
            const count = db.transaction('kv').objectStore('kv').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
  expect(await keys()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keys()).toBe(0);
});

test.describe('one bar of signal', () => {
  // Requests are cut by the test's route; the service worker would not add anything here.
  test.use({ serviceWorkers: 'block' });

  test('the browser says online but no request gets through: feedback waits on the device, the form is free, and it is sent once when the server answers again', async ({
    page,
    request,
  }) => {
    await signIn(page, 'Agent');
    const lead = await openALead(page);

    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const note = uniqueName('Sent from the basement');
    await page.getByLabel('New feedback').fill(note);
    await page.getByRole('button', { name: 'Add feedback' }).click();
    await expect(page.locator('.feedback-waiting__entry', { hasText: note })).toContainText('Waiting to send');
    await expect(page.getByLabel('New feedback')).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: /^Offline - showing what was synced at / })).toBeVisible();

    // The signal comes back: nothing tells the browser, the app's probe of the server finds it.
    await page.unroute('**/api/**');
    const log = page.getByRole('region', { name: 'Feedback entries' });
    await expect(log.getByText(note)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.feedback-waiting__entry')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0);

    const token = await apiToken(request, 'Agent');
    const res = await request.get(`/api/comments/lead/${lead.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const entries = (await res.json()) as { content: string }[];
    expect(entries.filter((entry) => entry.content === note)).toHaveLength(1);
  });
});
