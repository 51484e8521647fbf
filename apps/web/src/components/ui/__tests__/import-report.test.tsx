import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { setLanguage } from '../../../lib/i18n';
import { ImportReport } from '../import-report';

const BATCH = 'b'.repeat(24);

describe('ImportReport', () => {
  it('offers the rejected rows for download when rows were rejected', async () => {
    const onDownloadRejected = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <ImportReport
        report={{
          batchId: BATCH,
          created: 2,
          skipped: 1,
          errors: [{ row: 3, message: 'Name is required' }],
          skippedRows: [],
          warnings: [],
        }}
        onDismiss={vi.fn()}
        onDownloadRejected={onDownloadRejected}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(onDownloadRejected).toHaveBeenCalledWith(BATCH));
  });

  it('says why a download failed', async () => {
    renderWithProviders(
      <ImportReport
        report={{
          batchId: BATCH,
          created: 0,
          skipped: 1,
          errors: [{ row: 3, message: 'Name is required' }],
          skippedRows: [],
          warnings: [],
        }}
        onDismiss={vi.fn()}
        onDownloadRejected={() => Promise.reject(new Error('offline'))}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download rejected rows' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
  });

  it('offers no download when every row was imported, or nothing was kept', async () => {
    renderWithProviders(
      <>
        <ImportReport
          report={{ batchId: BATCH, created: 2, skipped: 0, errors: [], skippedRows: [], warnings: [] }}
          onDismiss={vi.fn()}
          onDownloadRejected={vi.fn()}
        />
        <ImportReport
          report={{
            created: 0,
            skipped: 1,
            errors: [{ row: 2, message: 'Name is required' }],
            skippedRows: [],
            warnings: [],
          }}
          onDismiss={vi.fn()}
          onDownloadRejected={vi.fn()}
        />
      </>,
    );
    expect(await screen.findAllByText('Import finished:')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Download rejected rows' })).toBeNull();
  });

  it('names the rows skipped as totals or notes, apart from the refused ones', () => {
    renderWithProviders(
      <ImportReport
        report={{
          created: 10,
          skipped: 1,
          errors: [{ row: 9, message: 'Name is required' }],
          skippedRows: [{ row: 16, reason: 'Skipped: a total row ("المجموع: 10")' }],
          warnings: [],
        }}
        onDismiss={vi.fn()}
      />,
    );
    const report = screen.getByRole('status', { name: 'Import report' });
    expect(within(report).getByText('10 created, 1 skipped.')).toBeInTheDocument();
    expect(within(report).getByText('Row 9: Name is required')).toBeInTheDocument();
    expect(within(report).getByText('Skipped (totals, notes): 1')).toBeInTheDocument();
    const skipped = within(report).getByRole('list', { name: 'Skipped rows (totals, notes)' });
    // The reason holds Arabic: isolated in the English line (U+2068 … U+2069), so it keeps its order.
    expect(within(skipped).getByText('Row 16: \u2068Skipped: a total row ("المجموع: 10")\u2069')).toBeInTheDocument();
  });
});

const report = {
  created: 9,
  skipped: 1,
  errors: [{ row: 4, message: 'Name is required' }],
  skippedRows: [],
  warnings: [
    { row: 3, message: 'Budget "$250,000" is in USD, not EGP: not stored, kept in the notes' },
    { row: 7, message: 'Assignee "Mona Ali" is the name of several people: left unassigned, kept in the notes' },
  ],
};

describe('ImportReport: warnings apart from refused rows', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('lists the refused rows and, apart, the rows imported with a warning', async () => {
    renderWithProviders(<ImportReport report={report} onDismiss={vi.fn()} />);
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 4: Name is required']);
    const warnings = screen.getByRole('list', { name: 'Warnings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3: Budget "$250,000" is in USD, not EGP: not stored, kept in the notes',
      'Row 7: Assignee "Mona Ali" is the name of several people: left unassigned, kept in the notes',
    ]);
  });

  it('has no warnings list when no row has one', async () => {
    renderWithProviders(<ImportReport report={{ ...report, warnings: [] }} onDismiss={vi.fn()} />);
    await screen.findByRole('list', { name: 'Problems' });
    expect(screen.queryByRole('list', { name: 'Warnings' })).not.toBeInTheDocument();
  });

  it('speaks the person’s language', async () => {
    await act(() => setLanguage('ar'));
    renderWithProviders(<ImportReport report={report} onDismiss={vi.fn()} />);
    const warnings = await screen.findByRole('list', { name: 'تنبيهات' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // A message holding Latin text is isolated in its line (U+2068 … U+2069), so it keeps its order.
      'الصف 3: \u2068الميزانية "$250,000" بعملة USD وليست بالجنيه المصري: لم تُحفظ كميزانية، وحُفظت في الملاحظات\u2069',
      'الصف 7: \u2068الاسم "Mona Ali" لأكثر من شخص: بقي العميل بدون مسؤول وحُفظ الاسم في الملاحظات\u2069',
    ]);
  });
});
