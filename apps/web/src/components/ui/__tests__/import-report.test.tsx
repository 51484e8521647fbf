import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
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
          report={{ batchId: BATCH, created: 2, skipped: 0, errors: [], skippedRows: [] }}
          onDismiss={vi.fn()}
          onDownloadRejected={vi.fn()}
        />
        <ImportReport
          report={{ created: 0, skipped: 1, errors: [{ row: 2, message: 'Name is required' }], skippedRows: [] }}
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
        }}
        onDismiss={vi.fn()}
      />,
    );
    const report = screen.getByRole('status', { name: 'Import report' });
    expect(within(report).getByText('10 created, 1 skipped.')).toBeInTheDocument();
    expect(within(report).getByText('Row 9: Name is required')).toBeInTheDocument();
    expect(within(report).getByText('Skipped (totals, notes): 1')).toBeInTheDocument();
    const skipped = within(report).getByRole('list', { name: 'Skipped rows (totals, notes)' });
    expect(within(skipped).getByText('Row 16: Skipped: a total row ("المجموع: 10")')).toBeInTheDocument();
  });
});
