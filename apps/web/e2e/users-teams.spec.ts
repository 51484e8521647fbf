import { expect, test } from '@playwright/test';
import { signIn, uniqueName, withPreferences } from './support';

test('an Admin adds, edits and deletes a user', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  const name = uniqueName('Rania');
  const email = `${name.split(' ')[1]}@agency.test`;

  const form = page.getByRole('form', { name: 'Add user' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Please fill valid name/email and password >= 6')).toBeVisible();

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption('Agent');
  await form.getByRole('button', { name: 'Add User' }).click();
  // Added without a password: their one-time sign-in link shows first.
  await page
    .getByRole('dialog', { name: `Sign-in link for ${name}` })
    .getByRole('button', { name: 'Done' })
    .click();
  await page.getByLabel('Search users').fill(name);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Name').fill(`${name} Edited`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search users').fill(`${name} Edited`);
  await expect(table.getByRole('row', { name: new RegExp(`${name} Edited`) })).toBeVisible();

  await table.getByRole('button', { name: `Delete ${name} Edited` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('a CEO runs teams and lead interests end to end', async ({ page }) => {
  await signIn(page, 'CEO');
  await page.goto('/teams');
  const team = uniqueName('Team');

  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByText('Please enter a team name')).toBeVisible();
  await page.getByLabel('New team name').fill(team);
  await page.getByRole('button', { name: 'Add Team' }).click();
  const teams = page.getByRole('table', { name: 'Teams' });
  await expect(teams.getByRole('row', { name: new RegExp(team) })).toBeVisible();

  await teams.getByRole('button', { name: `Manage Members of ${team}` }).click();
  const members = page.getByRole('dialog', { name: `Manage Members: ${team}` });
  await members.getByLabel('Search users').fill('Nour Ali');
  await members.getByRole('checkbox', { name: /Nour Ali/ }).check();
  // Nour is in another team: the list says which, and moving her asks first.
  await expect(members.getByText('Team: New Capital')).toBeVisible();
  await members.getByRole('button', { name: 'Save' }).click();
  const move = page.getByRole('alertdialog', { name: 'Move to another team?' });
  await expect(move).toContainText('Nour Ali (from New Capital)');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(members).toBeHidden();
  await expect(teams.getByRole('row', { name: new RegExp(team) })).toContainText('1');

  await teams.getByRole('button', { name: `Rename ${team}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${team}` });
  await rename.getByLabel('Team name').fill(`${team} East`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(teams.getByRole('row', { name: new RegExp(`${team} East`) })).toBeVisible();

  await teams.getByRole('button', { name: `Delete ${team} East` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(teams.getByRole('row', { name: new RegExp(`${team} East`) })).toHaveCount(0);

  const label = uniqueName('Loft');
  await page.getByLabel('New interest label').fill(label);
  await page.getByRole('button', { name: 'Add Interest' }).click();
  const interests = page.getByRole('table', { name: 'Lead Interests' });
  await expect(interests.getByRole('row', { name: new RegExp(label) })).toBeVisible();
  await interests.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(interests.getByRole('row', { name: new RegExp(label) })).toHaveCount(0);
});

test('a Supervisor sees their team with lead counts', async ({ page }) => {
  await signIn(page, 'Supervisor');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  const table = page.getByRole('table', { name: 'Members of Cairo Sales' });
  await expect(table.getByRole('row', { name: /Laila Hassan/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message Laila Hassan' })).toHaveAttribute('href', /\/chats\//);
});

for (const prefs of [{ theme: 'dark' as const }, { dir: 'rtl' as const }]) {
  const label = prefs.theme ? 'dark' : 'rtl';
  test(`users and teams screens render in ${label}`, async ({ page }) => {
    await withPreferences(page, prefs);
    await signIn(page, 'CEO');
    await page.goto('/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await page.screenshot({ path: `test-results/users-${label}.png`, fullPage: true });
    await page.goto('/teams');
    await expect(page.getByRole('table', { name: 'Teams' })).toBeVisible();
    await page.screenshot({ path: `test-results/teams-${label}.png`, fullPage: true });
  });
}
