import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ImportReport } from '../import-report';

const BATCH = 'b'.repeat(24);

describe('ImportReport', () => {
  it('offers the rejected rows for download when rows were rejected', async () => {
    const onDownloadRejected = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <ImportReport
        report={{ batchId: BATCH, created: 2, skipped: 1, errors: [{ row: 3, message: 'Name is required' }] }}
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
        report={{ batchId: BATCH, created: 0, skipped: 1, errors: [{ row: 3, message: 'Name is required' }] }}
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
          report={{ batchId: BATCH, created: 2, skipped: 0, errors: [] }}
          onDismiss={vi.fn()}
          onDownloadRejected={vi.fn()}
        />
        <ImportReport
          report={{ created: 0, skipped: 1, errors: [{ row: 2, message: 'Name is required' }] }}
          onDismiss={vi.fn()}
          onDownloadRejected={vi.fn()}
        />
      </>,
    );
    expect(await screen.findAllByText('Import finished:')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Download rejected rows' })).toBeNull();
  });
});
