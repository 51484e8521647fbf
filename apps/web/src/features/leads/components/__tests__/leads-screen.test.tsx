import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeImportPreview } from '../../../../test/fixtures';
import { aya, leadCalls, makeLead, sentQuery, setupLeads } from './lead-test-kit';

const table = () => screen.findByRole('table', { name: 'Leads' });
const search = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('Leads screen: list', () => {
  it('shows the columns, a Today badge for follow-ups due today, and the interest label', async () => {
    // A fixed morning in Cairo (the agency's zone): "later today" must not depend on when the suite runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-10T08:00:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    const today = new Date('2026-06-10T15:30:00Z');
    setupLeads('Agent', {
      leads: [
        makeLead({ name: 'Due Today', status: 'FollowUp', followUpDate: today.toISOString() }),
        makeLead({ name: 'Due Later', followUpDate: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
      ],
    });
    const t = await table();
    const dueRow = (await within(t).findByText('Due Today')).closest('tr')!;
    const laterRow = within(t).getByText('Due Later').closest('tr')!;
    expect(within(dueRow).getByText('Today')).toBeInTheDocument();
    expect(within(laterRow).queryByText('Today')).not.toBeInTheDocument();

    for (const header of ['Name', 'Phone', 'Email', 'Status', 'Privacy', 'Assigned To', 'Interest', 'Source', 'Team']) {
      expect(within(t).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(dueRow).getByRole('combobox', { name: 'Status of Due Today' })).toHaveValue('FollowUp');
    const interest = within(dueRow).getByRole('combobox', { name: 'Interest of Due Today' });
    expect(interest).toHaveValue('villa');
    expect(within(interest).getByRole('option', { name: 'Villa' })).toBeInTheDocument();
    expect(within(dueRow).getByText('Public')).toBeInTheDocument();
    expect(within(dueRow).getByText('North')).toBeInTheDocument();
  });

  it('says "No leads found." for an empty list', async () => {
    setupLeads('Agent', { leads: [] });
    expect(await screen.findByText('No leads found.')).toBeInTheDocument();
  });

  it('a failed load shows one error with Retry (not the empty text), and Retry loads the list', async () => {
    let fail = true;
    const { calls } = setupLeads('Agent', {
      leads: [makeLead({ name: 'Back Again' })],
      reply: (r) => (fail && r.url.startsWith('/api/leads?') ? { status: 500 } : undefined),
    });
    expect(await screen.findByText('Failed to load leads', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('No leads found.')).not.toBeInTheDocument();
    const before = leadCalls(calls).length;
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
    expect(leadCalls(calls).length).toBeGreaterThan(before);
    expect(screen.queryByText('Failed to load leads')).not.toBeInTheDocument();
  });

  it('shows the team filter to CEO/Admin/Manager only', async () => {
    setupLeads('Supervisor');
    await table();
    expect(screen.queryByLabelText('Team')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
  });
});

describe('Leads screen: filters in the URL', () => {
  it('reads filters from the URL and sends them to the API', async () => {
    const { calls } = setupLeads('Manager', { path: `/leads?status=FollowUp&source=Organic&followups=today&page=2` });
    await table();
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(0));
    expect(sentQuery(leadCalls(calls)[0]!)).toEqual({
      status: 'FollowUp',
      source: 'Organic',
      followups: 'today',
      order: 'newest',
      page: '2',
      limit: '10',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('FollowUp');
  });

  it('applies the typed search on Enter (not while typing) and resets the page', async () => {
    const { router, calls } = setupLeads('Agent', { path: '/leads?page=3', total: 100 });
    await table();
    // The first load may be recorded just after the table appears: count from there.
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(0));
    const before = leadCalls(calls).length;
    await userEvent.type(screen.getByLabelText('Search leads'), 'sara');
    expect(leadCalls(calls)).toHaveLength(before);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(search(router)).toBe('?search=sara'));
  });

  it('applies a select at once, and the Filter button applies the search', async () => {
    const { router } = setupLeads('Admin');
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Qualified');
    await waitFor(() => expect(search(router)).toBe('?status=Qualified'));
    await userEvent.type(screen.getByLabelText('Search leads'), ' 0100 ');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(search(router)).toBe('?search=0100&status=Qualified'));
  });

  it('puts rows per page and the page into the URL', async () => {
    const { router } = setupLeads('Agent', { total: 45 });
    await table();
    expect(await screen.findByText('Page 1 / 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search(router)).toBe('?page=2'));
    expect(await screen.findByText('Page 2 / 5')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() => expect(search(router)).toBe('?limit=20'));
    expect(await screen.findByText('Page 1 / 3')).toBeInTheDocument();
    expect(
      Array.from((screen.getByLabelText('Rows per page') as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['5', '10', '20', '50']);
  });

  it('sorts by a column header through the sort param', async () => {
    const { router } = setupLeads('Agent');
    const t = await table();
    await userEvent.click(within(t).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(search(router)).toBe('?sort=email'));
    await userEvent.click(within(t).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(search(router)).toBe('?sort=-email'));
  });

  it('shows removable chips for the assignedTo and follow-ups filters', async () => {
    const { router } = setupLeads('Manager', { path: `/leads?assignedTo=${aya._id}&followups=today` });
    await table();
    expect(await screen.findByText('Assigned to Aya Agent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Follow-ups today' }));
    await waitFor(() => expect(search(router)).toBe(`?assignedTo=${aya._id}`));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Assigned to Aya Agent' }));
    await waitFor(() => expect(search(router)).toBe(''));
  });
});

describe('Leads screen: row actions', () => {
  it('shows actions by role: Admin converts private leads and deletes, an Agent only gives feedback', async () => {
    setupLeads('Admin', {
      leads: [makeLead({ name: 'Private One', privacy: 'agent_private' }), makeLead({ name: 'Public One' })],
    });
    const t = await table();
    await within(t).findByText('Private One');
    expect(within(t).getByRole('button', { name: 'Convert Private One to public' })).toBeInTheDocument();
    expect(within(t).queryByRole('button', { name: 'Assign Private One' })).not.toBeInTheDocument();
    expect(within(t).getByRole('button', { name: 'Assign Public One' })).toBeInTheDocument();
    expect(within(t).queryByRole('button', { name: 'Convert Public One to public' })).not.toBeInTheDocument();
    expect(within(t).getByRole('button', { name: 'Delete Public One' })).toBeInTheDocument();
  });

  it("gives an Agent only Feedback (the phone in the agency country's own form)", async () => {
    setupLeads('Agent', { leads: [makeLead({ name: 'Mine', privacy: 'agent_private' })] });
    const t = await table();
    const row = (await within(t).findByText('Mine')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('button', { name: /Mine/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Details of Mine', 'Contact Mine at 010 01234567', 'Feedback for Mine']);
  });

  it('converts a private lead to public with a PUT', async () => {
    const lead = makeLead({ name: 'Hidden', privacy: 'agent_private' });
    const { calls } = setupLeads('CEO', {
      leads: [lead],
      reply: (r) => (r.method === 'PUT' ? { body: { ...lead, privacy: 'public' } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Convert Hidden to public' }));
    expect(await screen.findByText('"Hidden" is now public')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/leads/${lead._id}`,
      body: { privacy: 'public' },
    });
  });

  it('shows "Failed to convert" when converting fails without a message', async () => {
    setupLeads('Admin', {
      leads: [makeLead({ name: 'Hidden', privacy: 'agent_private' })],
      reply: (r) => (r.method === 'PUT' ? { status: 500 } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Convert Hidden to public' }));
    expect(await screen.findByText('Failed to convert')).toBeInTheDocument();
  });

  it('shows the phone in the national form, and builds the chat and call links from its international form', async () => {
    setupLeads('Agent', {
      leads: [makeLead({ name: 'Caller', phone: '+201005556677' })],
      reply: (r) => (r.url === '/api/settings' ? { body: { timeZone: 'UTC', defaultCountry: 'EG' } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Caller at 010 05556677' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Caller' });
    expect(dialog).toHaveTextContent('010 05556677');
    const chat = within(dialog).getByRole('link', { name: 'Chat with client' });
    // WhatsApp needs the international number, digits only.
    expect(chat).toHaveAttribute('href', 'https://wa.me/201005556677');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Call client' })).toHaveAttribute('href', 'tel:+201005556677');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("records the dialog's WhatsApp as a contact attempt on the lead", async () => {
    const lead = makeLead({ name: 'Caller', phone: '+201005556677' });
    const { calls } = setupLeads('Agent', {
      leads: [lead],
      reply: (r) =>
        r.url.endsWith('/contact-attempts')
          ? { status: 201, body: {} }
          : r.url === '/api/settings'
            ? { body: { timeZone: 'UTC', defaultCountry: 'EG' } }
            : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Caller at 010 05556677' }));
    const chat = within(screen.getByRole('dialog', { name: 'Contact Caller' })).getByRole('link', {
      name: 'Chat with client',
    });
    chat.addEventListener('click', (event) => event.preventDefault()); // no new tab in jsdom
    await userEvent.click(chat);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
        [`/api/leads/${lead._id}/contact-attempts`, { channel: 'whatsapp' }],
      ]),
    );
  });

  it("shows another country's phone with its country code", async () => {
    setupLeads('Agent', {
      leads: [makeLead({ name: 'Abroad', phone: '+971501234567' })],
      reply: (r) => (r.url === '/api/settings' ? { body: { timeZone: 'UTC', defaultCountry: 'EG' } } : undefined),
    });
    expect(await screen.findByRole('button', { name: 'Contact Abroad at +971 50 123 4567' })).toBeInTheDocument();
  });
});

describe('Leads screen: status dropdown', () => {
  it('saves a new status with a PUT', async () => {
    const lead = makeLead({ name: 'Mover' });
    const { calls } = setupLeads('Agent', {
      leads: [lead],
      reply: (r) => {
        if (r.method !== 'PUT') return undefined;
        lead.status = 'Won'; // what the next list fetch answers
        return { body: { ...lead } };
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Status of Mover' });
    await userEvent.selectOptions(select, 'Won');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'Won', expected: { status: 'New' } }),
    );
    await waitFor(() => expect(select).toHaveValue('Won'));
  });

  it('shows the server refusal and puts the old status back', async () => {
    setupLeads('Agent', {
      leads: [makeLead({ name: 'Closed', status: 'Won' })],
      reply: (r) =>
        r.method === 'PUT' ? { status: 403, body: { message: 'Not allowed to change status' } } : undefined,
    });
    const select = await screen.findByRole('combobox', { name: 'Status of Closed' });
    await userEvent.selectOptions(select, 'New');
    expect(await screen.findByText('Not allowed to change status')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('Won'));
  });

  it('falls back to "Not allowed to change status" when the server sends no message', async () => {
    setupLeads('Agent', {
      leads: [makeLead({ name: 'Closed', status: 'Lost' })],
      reply: (r) => (r.method === 'PUT' ? { status: 500 } : undefined),
    });
    const select = await screen.findByRole('combobox', { name: 'Status of Closed' });
    await userEvent.selectOptions(select, 'Won');
    expect(await screen.findByText('Not allowed to change status')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('Lost'));
  });
});

describe('Leads screen: delete and undo', () => {
  it('confirms with the exact text, deletes, and restores from the 4-second undo toast', async () => {
    const lead = makeLead({ name: 'Gone Soon' });
    const { calls } = setupLeads('Admin', {
      leads: [lead],
      reply: (r) => {
        if (r.method === 'DELETE') return { body: { ok: true } };
        if (r.method === 'POST' && r.url.endsWith('/restore')) return { body: lead };
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gone Soon' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete "Gone Soon"? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const undo = await screen.findByRole('button', { name: 'Lead deleted. Click to undo.' });
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe(`/api/leads/${lead._id}`);
    await userEvent.click(undo);
    expect(await screen.findByText('Lead restored')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.url).toBe(`/api/leads/${lead._id}/restore`);
  });

  it('keeps the undo toast for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setupLeads('Admin', { reply: (r) => (r.method === 'DELETE' ? { body: { ok: true } } : undefined) });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Sara Client' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await screen.findByRole('button', { name: 'Lead deleted. Click to undo.' });
      act(() => vi.advanceTimersByTime(3900));
      expect(screen.getByRole('button', { name: 'Lead deleted. Click to undo.' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('button', { name: 'Lead deleted. Click to undo.' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Undo failed" when the restore fails, and "Delete failed" when the delete does', async () => {
    setupLeads('CEO', {
      reply: (r) => {
        if (r.method === 'DELETE') return { body: { ok: true } };
        if (r.url.endsWith('/restore')) return { status: 500 };
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sara Client' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lead deleted. Click to undo.' }));
    expect(await screen.findByText('Undo failed')).toBeInTheDocument();
  });

  it('says "Delete failed" when the delete fails without a message', async () => {
    setupLeads('Admin', { reply: (r) => (r.method === 'DELETE' ? { status: 500 } : undefined) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sara Client' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lead deleted. Click to undo.' })).not.toBeInTheDocument();
  });
});

describe('Leads screen: import', () => {
  const file = () =>
    new File(['xlsx-bytes'], 'leads.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  const PREVIEW = '/api/leads/import/preview';
  const IMPORT = '/api/leads/import';
  const bodyOf = (c: { body: unknown }) =>
    c.body as { dataUrl: string; columns?: Record<string, string>; values?: object };

  it('previews the sheet, re-maps a column, then imports as previewed and reports every bad row', async () => {
    const { calls } = setupLeads('Manager', {
      reply: (r) => {
        if (r.url === PREVIEW) {
          const remapped = bodyOf(r).columns?.Contact === 'phone';
          return {
            body: makeImportPreview({
              columns: [
                { header: 'Client', field: 'name' },
                { header: 'Contact', field: remapped ? 'phone' : null },
              ],
              fields: ['name', 'phone', 'email', 'status'],
              missing: remapped ? [] : ['name', 'phone'],
              rows: 4,
              ready: remapped ? 3 : 0,
              sample: remapped ? [{ row: 2, values: { name: 'Hala', phone: '+201000000011' } }] : [],
              errors: remapped ? [{ row: 4, message: 'Name is required' }] : [],
              // A status the portal does not know is a warning (the row is imported), until mapped.
              warnings:
                remapped && !bodyOf(r).values
                  ? [{ row: 5, message: 'Unknown status "Hot": left empty, kept in the notes' }]
                  : [],
              unknownValues: remapped
                ? [
                    {
                      field: 'status',
                      values: [{ value: 'Hot', count: 1 }],
                      options: ['New', 'Qualified'].map((value) => ({ value, label: value })),
                      canCreate: false,
                    },
                  ]
                : [],
            }),
          };
        }
        if (r.url === IMPORT) {
          return {
            body: {
              created: 3,
              skipped: 1,
              errors: [{ row: 4, message: 'Name is required' }],
              warnings: [],
              skippedRows: [],
            },
          };
        }
        return undefined;
      },
    });
    await table();
    await userEvent.upload(screen.getByLabelText('Leads spreadsheet'), file());

    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    expect(await within(dialog).findByText('0 of 4 rows ready to import')).toBeInTheDocument();
    const previews = () => calls.filter((c) => c.url === PREVIEW);
    expect(previews()).toHaveLength(1);
    expect(bodyOf(previews()[0]!).dataUrl).toMatch(/^data:/);
    expect(bodyOf(previews()[0]!).columns).toBeUndefined();
    expect(calls.some((c) => c.url === IMPORT)).toBe(false);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No column was recognised as Name or Phone');
    expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Column Contact' }), 'Phone');
    expect(await within(dialog).findByText('3 of 4 rows ready to import')).toBeInTheDocument();
    expect(previews()).toHaveLength(2);
    expect(bodyOf(previews()[1]!)).toEqual({ dataUrl: bodyOf(previews()[0]!).dataUrl, columns: { Contact: 'phone' } });
    expect(within(dialog).getByText('Row 4: Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Row 5: Unknown status "Hot": left empty, kept in the notes')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('table', { name: 'First rows' })).getByText('Hala')).toBeInTheDocument();

    // The person says what "Hot" stands for: the preview is asked again with the mapping, and the warning goes.
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Status: what "Hot" stands for' }),
      'Qualified',
    );
    await waitFor(() => expect(previews()).toHaveLength(3));
    expect(bodyOf(previews()[2]!)).toEqual({ ...bodyOf(previews()[1]!), values: { status: { Hot: 'Qualified' } } });
    await waitFor(() => expect(within(dialog).queryByText(/Unknown status "Hot"/)).not.toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    const report = await screen.findByRole('status', { name: 'Import report' });
    expect(report).toHaveTextContent('3 created, 1 skipped');
    expect(report).toHaveTextContent('Row 4: Name is required');
    expect(screen.queryByRole('dialog', { name: 'Check the import' })).not.toBeInTheDocument();
    const imports = calls.filter((c) => c.url === IMPORT);
    expect(imports).toHaveLength(1);
    // The import is sent as the last preview, with the file's name for the Imports list.
    expect(bodyOf(imports[0]!)).toEqual({ ...bodyOf(previews()[2]!), fileName: 'leads.xlsx' });
  });

  it('shows "Import failed" in the dialog when the import fails without a message', async () => {
    setupLeads('Agent', {
      reply: (r) =>
        r.url === PREVIEW ? { body: makeImportPreview() } : r.url === IMPORT ? { status: 500 } : undefined,
    });
    await table();
    await userEvent.upload(screen.getByLabelText('Leads spreadsheet'), file());
    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 rows' }));
    expect(await within(dialog).findByText('Import failed')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Import report' })).not.toBeInTheDocument();
  });

  it('stores nothing when the preview is cancelled', async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) => (r.url === PREVIEW ? { body: makeImportPreview() } : undefined),
    });
    await table();
    await userEvent.upload(screen.getByLabelText('Leads spreadsheet'), file());
    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    await within(dialog).findByText('2 of 2 rows ready to import');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Check the import' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === IMPORT)).toBe(false);
  });

  it('offers the import template in the language of the screen', async () => {
    const { calls } = setupLeads('Agent', {
      reply: (r) => (r.url.startsWith('/api/leads/import/template') ? { body: {} } : undefined),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/leads/import/template?lang=en')).toBe(true));
  });
});
