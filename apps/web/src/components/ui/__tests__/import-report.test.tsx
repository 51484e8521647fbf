import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ImportReport } from '../import-report';

describe('ImportReport', () => {
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
