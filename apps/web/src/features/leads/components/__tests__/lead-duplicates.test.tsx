import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeImportPreview } from '../../../../test/fixtures';
import { setupLeads } from './lead-test-kit';

const existingId = 'f'.repeat(24);
const duplicate = (leadId: string | null) => ({
  status: 409,
  body: {
    message: 'A lead with this phone already exists',
    code: 'LEAD_DUPLICATE_PHONE',
    details: { leadId, owner: null },
  },
});

async function addTwin() {
  await userEvent.click(await screen.findByRole('button', { name: '+ Add Lead' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Lead' });
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Twin');
  await userEvent.type(within(dialog).getByLabelText('Phone'), '201001234567');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
  await within(dialog).findByText('A lead with this phone already exists');
  return dialog;
}

describe('Duplicate leads', () => {
  it('offers "Open existing lead" beside "Add anyway" when the caller may see the lead', async () => {
    setupLeads('Agent', {
      reply: (r) => (r.method === 'POST' && r.url === '/api/leads' ? duplicate(existingId) : undefined),
    });
    const dialog = await addTwin();
    expect(within(dialog).getByRole('link', { name: 'Open existing lead' })).toHaveAttribute(
      'href',
      `/leads/${existingId}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Add anyway' })).toBeInTheDocument();
  });

  it('offers only "Add anyway" when the existing lead is not the caller’s to see', async () => {
    setupLeads('Agent', {
      reply: (r) => (r.method === 'POST' && r.url === '/api/leads' ? duplicate(null) : undefined),
    });
    const dialog = await addTwin();
    expect(within(dialog).queryByRole('link', { name: 'Open existing lead' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add anyway' })).toBeInTheDocument();
  });

  it('links a duplicate row of an import to the lead on file', async () => {
    setupLeads('Manager', {
      reply: (r) =>
        r.url === '/api/leads/import/preview'
          ? { body: makeImportPreview({ rows: 3, ready: 1 }) }
          : r.url === '/api/leads/import'
            ? {
                body: {
                  created: 1,
                  skipped: 2,
                  errors: [
                    {
                      row: 3,
                      message: 'Skipped: a lead with phone +201000000011 already exists',
                      existing: { _id: existingId, name: 'Hala' },
                    },
                    { row: 4, message: 'Skipped: a lead with phone +201000000012 already exists' },
                  ],
                  warnings: [],
                  skippedRows: [],
                },
              }
            : undefined,
    });
    await screen.findByRole('table', { name: 'Leads' });
    const file = new File(['xlsx'], 'leads.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByLabelText('Leads spreadsheet'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 1 row' }));
    const report = await screen.findByRole('status', { name: 'Import report' });
    expect(within(report).getByRole('link', { name: 'Open Hala' })).toHaveAttribute('href', `/leads/${existingId}`);
    // The row without a lead it may open links nothing; besides Hala, only the Imports page is linked.
    expect(
      within(report)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/leads/${existingId}`, '/imports']);
  });
});
