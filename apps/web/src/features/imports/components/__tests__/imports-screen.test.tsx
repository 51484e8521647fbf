import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportBatch, Role } from '@crm/contracts';
import { makeImportBatch, makeUser } from '../../../../test/fixtures';
import { renderSignedIn } from '../../../../test/signed-in-app';

const DAY = 24 * 3_600_000;

function setup(role: Role, batches: (me: { _id: string; name: string; role: Role }) => ImportBatch[]) {
  const me = makeUser({ role, name: role === 'Agent' ? 'عمر خالد' : 'Nadia CEO' });
  const items = batches(me);
  return {
    me,
    items,
    ...renderSignedIn(me, {
      path: '/imports',
      answers: ({ url, method }) => {
        const { pathname } = new URL(url, 'http://x');
        if (pathname === '/api/imports' && method === 'GET')
          return { body: { items, total: items.length, page: 1, limit: 20 } };
        if (pathname.endsWith('/undo') && method === 'POST')
          return { body: { removed: 2, kept: 1, keptRecords: [{ _id: 'f'.repeat(24), name: 'منى سعيد' }] } };
        return undefined;
      },
    }),
  };
}

const rowOf = async (text: string) =>
  within((await screen.findByText(text, {}, { timeout: 5000 })).closest('tr') as HTMLElement);

describe('Imports screen', () => {
  it('shows the CEO every import with who ran it, and undoes one after asking', async () => {
    const colleague = { _id: 'a'.repeat(24), name: 'Omar Khaled', role: 'Agent' as const };
    const { calls } = setup('CEO', () => [
      makeImportBatch(colleague, { fileName: 'old-clients.xlsx', created: 3 }),
      makeImportBatch(colleague, {
        fileName: 'undone.xlsx',
        status: 'undone',
        undone: { at: new Date().toISOString(), by: colleague, removed: 3, kept: 0 },
      }),
      makeImportBatch(colleague, { fileName: 'died.xlsx', status: 'interrupted', created: 0, finishedAt: null }),
    ]);
    const first = await rowOf('old-clients.xlsx');
    expect(first.getByText('Omar Khaled')).toBeInTheDocument();
    expect((await rowOf('undone.xlsx')).getByText('Undone by Omar Khaled: 3 removed, 0 kept')).toBeInTheDocument();
    expect((await rowOf('undone.xlsx')).queryByRole('button', { name: /Undo/ })).toBeNull();
    expect((await rowOf('died.xlsx')).getByText('Interrupted')).toBeInTheDocument();
    expect((await rowOf('died.xlsx')).queryByRole('button', { name: /Undo/ })).toBeNull();

    await userEvent.click(first.getByRole('button', { name: 'Undo the import of old-clients.xlsx' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Undo this import?' }));
    expect(confirm.getByText(/The 3 records this import created are removed/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(confirm.getByRole('button', { name: 'Undo import' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/undo'))).toHaveLength(1));
    expect(await screen.findByText('1 kept because it was changed since:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'منى سعيد' })).toHaveAttribute('href', `/leads/${'f'.repeat(24)}`);
  });

  it('shows an Agent their own imports, undoable for a day', async () => {
    setup('Agent', (me) => [
      makeImportBatch(me, { fileName: 'today.xlsx' }),
      makeImportBatch(me, {
        fileName: 'last-week.xlsx',
        startedAt: new Date(Date.now() - 7 * DAY).toISOString(),
        finishedAt: new Date(Date.now() - 7 * DAY).toISOString(),
      }),
    ]);
    const today = await rowOf('today.xlsx');
    expect(today.getByRole('button', { name: 'Undo the import of today.xlsx' })).toBeInTheDocument();
    expect((await rowOf('last-week.xlsx')).queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'By' })).toBeNull();
    // The sidebar's Imports item is for CEO and Admin; an Agent reaches this page from an import's report.
    expect(screen.queryByRole('link', { name: 'Imports' })).toBeNull();
  });

  it('says when there are no imports yet', async () => {
    setup('Admin', () => []);
    expect(await screen.findByText('No imports yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Imports' })).toHaveAttribute('href', '/imports');
  });
});
