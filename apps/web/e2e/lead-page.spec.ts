import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signIn, uniqueName, withPreferences } from './support';

const SHOTS = 'test-results/lead-page';
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * An Admin adds a lead with a phone for the Agent; returns its name. Each test opens its own lead:
 * the first page of the Agent's list belongs to whatever ran alongside (the bulk test hands the
 * Agent ten leads without a phone).
 */
async function addLeadForAgent(request: APIRequestContext, prefix: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.Admin.email, password: DEMO.Admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const agents = await request.get(`/api/leads/assignees?search=${encodeURIComponent(DEMO.Agent.email)}`, {
    headers,
  });
  const agentId = ((await agents.json()) as { _id: string }[])[0]!._id;
  const name = uniqueName(prefix);
  const created = await request.post('/api/leads', {
    headers,
    // A local form on another network than the demo's (010): never one of theirs, nor another test's.
    data: { name, phone: `011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, assignedTo: agentId },
  });
  expect(created.status()).toBe(201);
  return name;
}

/** Finds the lead in the leads table by its name, as a person types it in the search, and opens it. */
async function openLeadFromTable(page: Page, name: string) {
  await page.goto(`/leads?search=${encodeURIComponent(name)}`);
  const link = page.getByRole('table', { name: /Leads|العملاء/ }).locator('a.lead-name__text', { hasText: name });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('an Agent opens a lead from the table, sees it whole and adds feedback on its page', async ({ page, request }) => {
  const name = await addLeadForAgent(request, 'Viewing');
  await page.setViewportSize(DESK);
  await signIn(page, 'Agent');
  await openLeadFromTable(page, name);
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'Chat with client' })).toHaveAttribute('href', /wa\.me|whatsapp/);
  await expect(contact.getByRole('link', { name: 'Call client' })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('combobox', { name: `Status of ${name}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Interest of ${name}` })).toBeVisible();
  for (const section of ['Details', 'Feedback log', 'Tasks', 'Units asked about', 'Units that fit'])
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();

  const note = uniqueName('Asked for a viewing');
  await page.getByLabel('New feedback').fill(note);
  await page.getByRole('button', { name: 'Add feedback' }).click();
  await expect(page.getByRole('region', { name: 'Feedback entries' }).getByText(note)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desk-light.png`, fullPage: true });

  // Back in the table, the lead is still one click away; a lead out of reach says so.
  await page.getByRole('link', { name: '← All leads' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await page.goto('/leads/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible();
});

test('an Agent opens a new lead from its notification, calls it, and sees the attempt on its timeline', async ({
  page,
  request,
}) => {
  // An Admin adds a lead for the Agent: it lands in the Agent's notifications.
  const name = await addLeadForAgent(request, 'Walk-in');

  await page.setViewportSize(DESK);
  await signIn(page, 'Agent');
  await page.goto('/notifications');
  const recent = page.getByRole('region', { name: 'Recently Assigned/Updated' });
  await expect(recent.getByRole('link', { name })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notifications-desk.png` });
  await recent.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The status pill's colours and chevron come with the dropdown, also where the leads list never loaded
  // (drawn by the portal: Safari would paint its own grey control over the pill).
  const status = page.getByRole('combobox', { name: `Status of ${name}` });
  await expect(status).toHaveCSS('appearance', 'none');
  await expect(status).not.toHaveCSS('background-image', 'none');

  const timeline = page.getByRole('region', { name: 'Timeline' });
  const entries = timeline.getByRole('listitem');
  // A new lead's story so far: the Admin added it.
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(DEMO.Admin.name);
  const posted = page.waitForResponse(
    (res) => /\/api\/leads\/[0-9a-f]{24}\/contact-attempts$/.test(res.url()) && res.request().method() === 'POST',
  );
  await page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'Call client' }).click();
  expect((await posted).status()).toBe(201);
  // Newest first: the call tops the timeline, by the Agent, just now.
  // (Names sit in Unicode isolates, so they read right inside Arabic sentences too.)
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(new RegExp(`${DEMO.Agent.name}\\W? called the client`));
  await expect(entries.first()).toContainText('now');
  await timeline.screenshot({ path: `${SHOTS}/timeline-desk.png` });
});

test('the lead page works at phone width, dark and in Arabic', async ({ page, request }) => {
  const name = await addLeadForAgent(request, 'Phone');
  await page.setViewportSize(PHONE);
  await signIn(page, 'Agent');
  await openLeadFromTable(page, name);
  // The client asks about a unit (linked through the API, as the unit page's Link Lead does): the page lists it.
  const leadId = page.url().split('/').pop()!;
  const unitTitle = await page.evaluate(async (id) => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
    const units = await (await fetch('/api/resale-units?limit=12', { headers })).json();
    const unit = units.items[0];
    await fetch(`/api/resale-units/${unit._id}/inquiry`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ leadId: id }),
    });
    return unit.title as string;
  }, leadId);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Units asked about' }).getByRole('link', { name: unitTitle }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(
    page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'Call client' }),
  ).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/phone-light.png`, fullPage: true });
  const url = page.url();

  await withPreferences(page, { theme: 'dark' });
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('region', { name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-dark.png`, fullPage: true });
  await page.setViewportSize(DESK);
  await page.screenshot({ path: `${SHOTS}/desk-dark.png`, fullPage: true });

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'التواصل' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'وحدات مناسبة' })).toBeVisible();
  // The timeline reads in Arabic too, the inquiry linked above on top.
  const timeline = page.getByRole('region', { name: 'السجل' });
  await expect(timeline.getByRole('listitem').first()).toContainText(
    new RegExp(`سجّل \\W?${DEMO.Agent.name}\\W? استفسارًا عن`),
  );
  await page.screenshot({ path: `${SHOTS}/desk-arabic.png`, fullPage: true });
  // A phone opens the page fresh (the desk's open sidebar would stay open as the phone's drawer).
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('region', { name: 'التواصل' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-arabic.png`, fullPage: true });
});

test("the notifications' lead links read on a phone, dark, in Arabic, and open the lead's page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await withPreferences(page, { theme: 'dark', dir: 'rtl' });
  await signIn(page, 'Agent');
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/notifications');
  const recent = page.getByRole('region', { name: 'المسند/المحدَّث مؤخرًا' });
  const link = recent.getByRole('heading').getByRole('link').first();
  await expect(link).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/notifications-phone-dark-rtl.png` });
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
