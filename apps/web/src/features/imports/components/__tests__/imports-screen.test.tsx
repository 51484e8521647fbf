import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportBatch, Role } from '@crm/contracts';
import { makeImportBatch, makeUser } from '../../../../test/fixtures';
import { renderSignedIn } from '../../../../test/signed-in-app';

const DAY = 24 * 3_600_000;

/** Two pages of problems: a rejected row with its cells, then a warning. */
const PROBLEMS = [
  {
    row: 3,
    kind: 'rejected',
    message: 'Phone: Invalid phone number',
    cells: [
      { header: 'الاسم', value: 'هالة' },
      { header: 'Phone', value: '12' },
    ],
  },
  { row: 5, kind: 'warning', message: 'Source "معرض" left empty', cells: [] },
];

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
        if (pathname.endsWith('/problems')) {
          const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
          const total = 25;
          return { body: { items: page === 1 ? [PROBLEMS[0]] : [PROBLEMS[1]], total, page, limit: 20 } };
        }
        if (pathname.endsWith('/rejected')) return { body: 'xlsx' };
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
    expect(screen.getByRole('link', { name: 'Restore them from Deleted leads' })).toHaveAttribute(
      'href',
      '/leads/deleted',
    );
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

  it("lists an import's rejected rows and warnings by row, a page at a time, and downloads the rejected rows", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rejected'), revokeObjectURL: vi.fn() }),
    );
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const { calls } = setup('Agent', (me) => [
      makeImportBatch(me, { fileName: 'expo.xlsx', rows: 30, created: 10, skipped: 20, warnings: 5 }),
      makeImportBatch(me, { fileName: 'clean.xlsx' }),
    ]);
    const clean = await rowOf('clean.xlsx');
    expect(clean.queryByRole('button', { name: /problem/ })).toBeNull();
    expect(clean.queryByRole('button', { name: /rejected rows/ })).toBeNull();

    const expo = await rowOf('expo.xlsx');
    await userEvent.click(expo.getByRole('button', { name: 'See the 25 problems of expo.xlsx' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rejected rows and warnings' }));
    expect(await dialog.findByText('Row 3: Phone: Invalid phone number')).toBeInTheDocument();
    expect(dialog.getByText('الاسم: هالة · Phone: 12')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /Next/ }));
    expect(await dialog.findByText('Row 5: \u2068Source "معرض" left empty\u2069')).toBeInTheDocument();
    expect(dialog.getByText('Warning')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/problems') && c.url.includes('page=2'))).toBe(true);

    await userEvent.click(dialog.getByRole('button', { name: 'Download the rejected rows of expo.xlsx' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ download: 'expo-rejected.xlsx', href: 'blob:rejected' });
    expect(calls.filter((c) => c.url.endsWith('/rejected'))).toHaveLength(1);

    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await userEvent.click(expo.getByRole('button', { name: 'Download the rejected rows of expo.xlsx' }));
    await waitFor(() => expect(saved).toHaveLength(2));
  });
});
