import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResaleUnit, Role } from '@crm/contracts';
import { makeImportBatch, makeImportPreview, makeUnit, makeUser } from '../../../../test/fixtures';
import { renderSignedIn, type Answer } from '../../../../test/signed-in-app';

const AGENT_ID = 'd'.repeat(24);
const unit = (n: number, patch: Partial<ResaleUnit> = {}): ResaleUnit =>
  makeUnit({
    _id: String(n).padStart(24, '0'),
    title: `Unit ${n}`,
    price: n * 1_000_000,
    pricePerMeter: n * 10_000,
    bedrooms: n,
    createdBy: { _id: AGENT_ID, name: 'Adel Agent' },
    ...patch,
  });
const summary = { available: 2, under_negotiation: 0, reserved: 0, sold: 0, featured: 0, archived: 0 };

function setup(role: Role, path = '/resale-units', reply?: Answer) {
  const user = makeUser({ _id: role === 'Agent' ? AGENT_ID : 'e'.repeat(24), role });
  const answers: Answer = (request) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/resale-units')
      return { body: { items: [unit(1), unit(2, { createdBy: null })], total: 2, page: 1, limit: 12 } };
    if (url.pathname === '/api/resale-units/stats/summary') return { body: summary };
    if (url.pathname === '/api/resale-units/stats/agents') return { body: [] };
    return undefined;
  };
  return renderSignedIn(user, { path, answers, reply });
}

const card = async (title: string) =>
  within((await screen.findByRole('link', { name: title }, { timeout: 5000 })).closest('li') as HTMLElement);

describe('Resale units screen', () => {
  it('shows CEO every action, Import and Export', async () => {
    setup('CEO');
    const first = await card('Unit 1');
    for (const name of ['Change Status', 'Assign', 'Feature', 'Archive', 'Link Lead', 'Edit']) {
      expect(first.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows an Agent Link Lead everywhere, Edit on their own unit only, no admin action, no Import/Export', async () => {
    setup('Agent');
    const own = await card('Unit 1');
    const other = await card('Unit 2');
    expect(own.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(other.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    for (const name of ['Change Status', 'Assign', 'Feature', 'Archive']) {
      expect(own.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(other.getByRole('button', { name: 'Link Lead' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('enables Compare from 2 selected units and lays them side by side', async () => {
    setup('Manager');
    await card('Unit 1');
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Unit 1 to compare' }));
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Unit 2 to compare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Compare units' }));
    const priceRow = dialog.getByRole('row', { name: /^Price Differs/ });
    expect(priceRow).toHaveClass('unit-compare__differs');
    expect(dialog.getByRole('row', { name: /^City/ })).not.toHaveClass('unit-compare__differs');
  });

  it('sends the URL filters to the API', async () => {
    const { calls } = setup('Agent', '/resale-units?city=Cairo&isFeatured=true&minDown=100000');
    await card('Unit 1');
    const list = calls.map((c) => new URL(c.url, 'http://x')).find((u) => u.pathname === '/api/resale-units');
    expect(Object.fromEntries(list!.searchParams)).toMatchObject({
      city: 'Cairo',
      isFeatured: 'true',
      minDown: '100000',
    });
  });

  it('says "Failed to load units" with a Retry', async () => {
    let fail = true;
    setup('Agent', '/resale-units', ({ url }) =>
      fail && url.startsWith('/api/resale-units?') ? { status: 500, body: {} } : undefined,
    );
    expect(await screen.findByText('Failed to load units', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Unit 1' })).toBeInTheDocument());
  });

  it('imports a sheet through its preview, with the columns the person chose', async () => {
    const { calls } = setup('Admin', '/resale-units', ({ url, body }) => {
      if (url === '/api/resale-units/import/preview') {
        const columns = (body as { columns?: Record<string, string> }).columns;
        return {
          body: makeImportPreview({
            columns: [
              { header: 'Title', field: 'title' },
              { header: 'Asking', field: columns?.Asking ?? null },
            ],
            fields: ['title', 'price', 'city'],
            sample: [{ row: 2, values: { title: 'Villa', price: '5000000' } }],
            rows: 1,
            ready: 1,
          }),
        };
      }
      if (url === '/api/resale-units/import')
        return { body: { created: 1, skipped: 0, errors: [], warnings: [], skippedRows: [] } };
      return undefined;
    });
    await card('Unit 1');
    const file = new File(['xlsx'], 'units.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByLabelText('Units spreadsheet'), file);
    const dialog = within(await screen.findByRole('dialog', { name: 'Check the import' }));
    await userEvent.selectOptions(await dialog.findByRole('combobox', { name: 'Column Asking' }), 'Price');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/resale-units/import/preview')).toHaveLength(2));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByRole('status', { name: 'Import report' })).toHaveTextContent('1 created, 0 skipped');
    const sent = calls.find((c) => c.url === '/api/resale-units/import')!.body as { columns?: Record<string, string> };
    expect(sent.columns).toEqual({ Asking: 'price' });
  });

  it('shows how far a running import got, and undoes it from its report', async () => {
    let finish: (reply: { body: unknown }) => void = () => undefined;
    const batchId = '9'.repeat(24);
    const { calls } = setup('Manager', '/resale-units', ({ url }) => {
      if (url === '/api/resale-units/import/preview')
        return { body: makeImportPreview({ fields: ['title'], rows: 10_000, ready: 10_000 }) };
      if (url === '/api/resale-units/import') return new Promise((resolve) => (finish = resolve)) as never;
      if (url === '/api/imports/current')
        return {
          body: {
            running: {
              ...makeImportBatch(makeUser(), { kind: 'units', status: 'running', finishedAt: null }),
              phase: 'checking',
              rows: 10_000,
              done: 2_400,
            },
          },
        };
      if (url === `/api/imports/${batchId}/undo`) return { body: { removed: 1, kept: 0, keptRecords: [] } };
      return undefined;
    });
    await card('Unit 1');
    const file = new File(['xlsx'], 'وحدات.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByLabelText('Units spreadsheet'), file);
    const dialog = within(await screen.findByRole('dialog', { name: 'Check the import' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Import 10000 rows' }));
    const bar = await dialog.findByRole('progressbar', { name: 'Checking rows: 2,400 of 10,000' }, { timeout: 5000 });
    expect(bar).toHaveAttribute('value', '2400');
    expect(calls.find((c) => c.url === '/api/resale-units/import')!.body).toMatchObject({ fileName: 'وحدات.xlsx' });

    finish({ body: { batchId, created: 1, skipped: 0, errors: [], warnings: [], skippedRows: [] } });
    const report = within(await screen.findByRole('status', { name: 'Import report' }));
    await userEvent.click(report.getByRole('button', { name: 'Undo import' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Undo this import?' })).getByRole('button', {
        name: 'Undo import',
      }),
    );
    expect(await report.findByText('Import undone: 1 record removed.')).toBeInTheDocument();
    expect(report.queryByRole('button', { name: 'Undo import' })).toBeNull();
  });
});
