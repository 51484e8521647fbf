import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueName } from './support';

const badge = (page: Page) => page.getByTestId('chats-badge');
const badgeCount = async (page: Page) =>
  (await badge(page).isVisible()) ? Number(await badge(page).textContent()) : 0;
const threadLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });

test('two users chat: the unread badge rises within a poll and clears when the conversation opens', async ({
  browser,
}) => {
  const lailaContext = await browser.newContext();
  const omarContext = await browser.newContext();
  const laila = await lailaContext.newPage();
  const omar = await omarContext.newPage();
  await signIn(laila, 'Agent');
  await signIn(omar, 'Agent2');

  // Laila stays on the dashboard; her sidebar badge shows the demo's unread messages.
  await expect(badge(laila)).toBeVisible();
  const before = await badgeCount(laila);

  await omar.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Chats/ }).click();
  await threadLink(omar, 'Laila Hassan').click();
  await expect(omar.getByRole('log', { name: 'Messages with Laila Hassan' })).toBeVisible();
  // The demo conversation is longer than a page: older messages load above.
  await omar.getByRole('button', { name: 'Load older' }).click();
  await expect(omar.getByRole('button', { name: 'Load older' })).toBeHidden();

  const text = uniqueName('Hello Laila');
  const box = omar.getByRole('textbox', { name: 'Message' });
  await box.fill('   ');
  await box.press('Enter');
  await box.fill(`${text}`);
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const log = omar.getByRole('log', { name: 'Messages with Laila Hassan' });
  await expect(log.getByText(text)).toBeVisible();
  await expect(log.getByText('Sending…')).toBeHidden();

  // Within one 12 s poll Laila's badge counts it.
  await expect(badge(laila)).toHaveText(String(before + 1), { timeout: 20_000 });

  await laila.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Chats/ }).click();
  await expect(threadLink(laila, 'Omar Khaled')).toContainText(text);
  await threadLink(laila, 'Omar Khaled').click();
  const lailaLog = laila.getByRole('log', { name: 'Messages with Omar Khaled' });
  await expect(lailaLog.getByText(`${text}\nsecond line`)).toBeVisible();
  await expect.poll(() => badgeCount(laila)).toBe(before);

  // She answers; Omar's open conversation shows it within its 6 s poll.
  const reply = uniqueName('Got it, thanks!');
  await laila.getByRole('textbox', { name: 'Message' }).fill(reply);
  await laila.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(reply)).toBeVisible({ timeout: 15_000 });

  // Esc closes the conversation.
  await laila.keyboard.press('Escape');
  await expect(laila).toHaveURL(/\/chats$/);
  await expect(laila.getByText('Choose a conversation, or start a new chat.')).toBeVisible();

  await lailaContext.close();
  await omarContext.close();
});

test('a Manager opens a member chat from Teams, sends a team message to all, and starts a new chat', async ({ page }) => {
  await signIn(page, 'Manager');
  await page.goto('/teams');
  await page.getByRole('link', { name: 'Message Laila Hassan' }).first().click();
  await expect(page).toHaveURL(/\/chats\/[a-f\d]{24}$/);
  await expect(page.getByRole('heading', { name: 'Laila Hassan' })).toBeVisible();

  await page.goto('/teams');
  await page.getByRole('button', { name: /Compose a team message to Cairo Sales/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Team message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a subject')).toBeVisible();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  const subject = uniqueName('Targets');
  // To everyone in the team, as it opens: each member gets it in their own chat.
  await expect(dialog.getByText(/^All \d+ members of the team$/)).toBeVisible();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Two viewings each this week, please.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Message sent to \d+ members$/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Chats/ }).click();
  await threadLink(page, 'Laila Hassan').click();
  await expect(page.getByRole('log').getByText(subject)).toBeVisible();

  await page.getByRole('button', { name: 'New chat' }).click();
  const picker = page.getByRole('dialog', { name: 'Start a chat' });
  await picker.getByRole('searchbox', { name: 'Search people' }).fill('Nour');
  await picker.getByRole('button', { name: /Nour Ali/ }).click();
  await expect(page.getByRole('heading', { name: 'Nour Ali' })).toBeVisible();
});

test('on a phone the list and the conversation are two screens', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'Supervisor');
  await page.goto('/chats');
  await threadLink(page, 'Mona Saleh').click();
  await expect(page.getByRole('log', { name: 'Messages with Mona Saleh' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'Conversations' }).click();
  await expect(threadLink(page, 'Mona Saleh')).toBeVisible();
  await context.close();
});
