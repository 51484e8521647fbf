import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { makeImportPreview } from '../../../test/fixtures';
import { ImportPreviewDialog } from '../import-preview-dialog';

const labels = { name: 'Name', phone: 'Phone', email: 'Email', notes: 'Notes' };
type Props = ComponentProps<typeof ImportPreviewDialog>;

function renderDialog(props: Partial<Props> = {}) {
  const handlers = { onRemap: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
  render(
    <ImportPreviewDialog
      fileName="leads.xlsx"
      preview={makeImportPreview()}
      mapping={{}}
      fieldLabels={labels}
      busy={null}
      error={null}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, dialog: screen.getByRole('dialog', { name: 'Check the import' }) };
}

/** Holds the mapping as the import flow does, so each re-map starts from the choices so far. */
function Remapping({ onRemap }: { onRemap: (mapping: Record<string, string>) => void }) {
  const [mapping, setMapping] = useState<Record<string, string>>({});
  return (
    <ImportPreviewDialog
      preview={makeImportPreview({
        columns: [
          { header: 'Client', field: 'name' },
          { header: 'Mobile #', field: null },
          { header: 'Remarks', field: 'notes' },
        ],
      })}
      mapping={mapping}
      fieldLabels={labels}
      busy={null}
      error={null}
      onRemap={(next) => {
        setMapping(next);
        onRemap(next);
      }}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    />
  );
}

describe('ImportPreviewDialog', () => {
  it('shows the counts, each column as read, the first rows and the problems', async () => {
    const { dialog } = renderDialog({
      preview: makeImportPreview({
        rows: 3,
        ready: 2,
        columns: [
          { header: 'Name', field: 'name' },
          { header: 'Phone', field: 'phone' },
          { header: 'Budget', field: null },
        ],
        errors: [{ row: 4, message: 'Name is required' }],
      }),
    });
    expect(within(dialog).getByText('leads.xlsx')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 3 rows ready to import')).toBeInTheDocument();
    expect(within(dialog).getByText('1 with problems')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    expect(within(dialog).getByRole('combobox', { name: 'Column Name' })).toHaveValue('name');
    const budget = within(dialog).getByRole('combobox', { name: 'Column Budget' });
    expect(budget).toHaveValue('');
    expect(within(budget).getByRole('option', { name: 'Ignore this column' })).toBeInTheDocument();
    expect(
      within(budget)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ignore this column', 'Name', 'Phone', 'Email', 'Notes']);

    const sample = within(dialog).getByRole('table', { name: 'First rows' });
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'Name', 'Phone']);
    expect(within(sample).getByText('Ziad')).toBeInTheDocument();

    expect(within(dialog).getByText('Row 4: Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  });

  it('says which column is missing, and Import is off while nothing is ready', () => {
    const { dialog } = renderDialog({
      preview: makeImportPreview({ missing: ['name', 'phone'], ready: 0, sample: [], errors: [] }),
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No column was recognised as Name or Phone: choose it below.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  it('asks again with the whole mapping chosen so far when a column is re-mapped', async () => {
    const onRemap = vi.fn();
    render(<Remapping onRemap={onRemap} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Column Mobile #' }), 'Phone');
    expect(onRemap).toHaveBeenLastCalledWith({ 'Mobile #': 'phone' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Column Remarks' }), 'Ignore this column');
    expect(onRemap).toHaveBeenLastCalledWith({ 'Mobile #': 'phone', Remarks: '' });
    expect(screen.getByRole('combobox', { name: 'Column Mobile #' })).toHaveValue('phone');
  });

  it('imports on Import and closes on Cancel', async () => {
    const { dialog, onConfirm, onCancel } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('holds Import while a new preview loads and shows the error it gets', () => {
    const { dialog } = renderDialog({ busy: 'preview', error: 'Import failed' });
    expect(within(dialog).getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    expect(within(dialog).getByText('Updating the preview…')).toBeInTheDocument();
    expect(within(dialog).getByText('Import failed')).toBeInTheDocument();
  });

  it('lists every problem with its row, a page of 100 at a time', async () => {
    const errors = Array.from({ length: 253 }, (_, i) => ({ row: i + 2, message: 'Invalid email' }));
    const { dialog } = renderDialog({ preview: makeImportPreview({ rows: 255, ready: 2, errors }) });
    const problems = within(dialog).getByRole('list', { name: 'Problems' });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(100);
    expect(within(problems).getByText('Row 2: Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 / 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(problems).getAllByRole('listitem')).toHaveLength(53);
    expect(within(problems).getByText('Row 254: Invalid email')).toBeInTheDocument();
  });

  it('names the rows skipped as totals or notes, apart from the problems', () => {
    const { dialog } = renderDialog({
      preview: makeImportPreview({
        rows: 2,
        ready: 2,
        skippedRows: [
          { row: 7, reason: 'Skipped: a note, not a record ("Day 2:")' },
          { row: 12, reason: 'Skipped: a total row ("Total: 12 leads")' },
        ],
      }),
    });
    expect(within(dialog).getByText('Skipped (totals, notes): 2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Problems' })).not.toBeInTheDocument();
    const skipped = within(dialog).getByRole('list', { name: 'Skipped rows (totals, notes)' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 7: Skipped: a note, not a record ("Day 2:")', 'Row 12: Skipped: a total row ("Total: 12 leads")']);
  });

  it('shows the header row taken and asks again with the row chosen', async () => {
    const onHeaderRow = vi.fn();
    const { dialog } = renderDialog({
      onHeaderRow,
      preview: makeImportPreview({
        headerRow: 4,
        headerCandidates: [
          { row: 1, values: ['كشف عملاء معرض سيتي سكيب'] },
          { row: 2, values: ['التاريخ: 2026-03-01'] },
          { row: 4, values: ['الاسم', 'الموبايل', '', 'ملاحظات'] },
          { row: 5, values: ['منى', '01001234567'] },
        ],
      }),
    });
    expect(within(dialog).getByText('Header row: row 4')).toBeInTheDocument();
    const choice = within(dialog).getByRole('combobox', { name: 'Take the headers from' });
    expect(choice).toHaveValue('4');
    expect(within(choice).getByRole('option', { name: 'Row 4: \u2068الاسم · الموبايل · ملاحظات\u2069' })).toBeInTheDocument();
    await userEvent.selectOptions(choice, '2');
    expect(onHeaderRow).toHaveBeenCalledWith(2);
  });

  it('offers the template when the sheet has no rows', async () => {
    const onDownloadTemplate = vi.fn();
    const { dialog } = renderDialog({
      preview: makeImportPreview({ rows: 0, ready: 0, sample: [] }),
      onDownloadTemplate,
    });
    expect(within(dialog).getByText('The sheet has no rows to import.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download template' }));
    expect(onDownloadTemplate).toHaveBeenCalledTimes(1);
  });

  it('reads the sheet first, and shows what failed when no preview came', () => {
    const { unmount } = render(
      <ImportPreviewDialog
        preview={null}
        mapping={{}}
        fieldLabels={labels}
        busy="preview"
        error={null}
        onRemap={vi.fn()}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Reading the sheet…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
    unmount();
    renderDialog({ preview: null, error: 'The file is too large (max 10 MB)' });
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large (max 10 MB)');
  });
});
