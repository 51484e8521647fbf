import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ImportPreview } from '@crm/contracts';
import { makeImportPreview } from '../../../test/fixtures';
import { ImportPreviewDialog } from '../import-preview-dialog';
import { ImportValueMapping, type ImportValueMapping as Values } from '../import-value-mapping';
import { setLanguage } from '../../../lib/i18n';

const unknownValues: ImportPreview['unknownValues'] = [
  {
    field: 'status',
    values: [
      { value: 'مهتم', count: 4 },
      { value: 'لا يرد', count: 2 },
    ],
    options: [
      { value: 'New', label: 'New' },
      { value: 'Qualified', label: 'Qualified' },
    ],
    canCreate: false,
  },
  {
    field: 'teamId',
    values: [{ value: 'فريق المعرض', count: 1 }],
    options: [{ value: '0123456789abcdef01234567', label: 'Giza' }],
    canCreate: true,
  },
];
const fieldLabels = { status: 'Status', teamId: 'Team' };
const valueLabel = (field: string, value: string) => (field === 'status' && value === 'Qualified' ? 'مؤهل' : value);

/** Holds the mapping as the import flow does, so each choice starts from those so far. */
function Mapping({ onChange, initial = {} }: { onChange: (values: Values) => void; initial?: Values }) {
  const [values, setValues] = useState<Values>(initial);
  return (
    <ImportValueMapping
      unknownValues={unknownValues}
      values={values}
      fieldLabels={fieldLabels}
      valueLabel={valueLabel}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

describe('ImportValueMapping', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('lists each unknown value with its row count, and maps it to a value, to "leave empty" or to a new team', async () => {
    const onChange = vi.fn();
    render(<Mapping onChange={onChange} />);
    expect(screen.getByText('Values the portal does not know')).toBeInTheDocument();
    expect(screen.getByText('Rows: 4')).toBeInTheDocument();
    const interested = screen.getByRole('combobox', { name: 'Status: what "\u2068مهتم\u2069" stands for' });
    // Not mapped to begin with; the options are the portal's values by the screens' labels.
    expect(interested).toHaveValue('');
    expect(within(interested).getByRole('option', { name: 'مؤهل' })).toBeInTheDocument();
    // Only where the person may create one (teams for CEO/Admin) is "Create" offered.
    expect(within(interested).queryByRole('option', { name: /Create/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(interested, 'Qualified');
    expect(onChange).toHaveBeenLastCalledWith({ status: { مهتم: 'Qualified' } });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status: what "\u2068لا يرد\u2069" stands for' }),
      'Leave empty',
    );
    expect(onChange).toHaveBeenLastCalledWith({ status: { مهتم: 'Qualified', 'لا يرد': '' } });
    const team = screen.getByRole('combobox', { name: 'Team: what "\u2068فريق المعرض\u2069" stands for' });
    await userEvent.selectOptions(team, 'Create "\u2068فريق المعرض\u2069"');
    expect(onChange).toHaveBeenLastCalledWith({
      status: { مهتم: 'Qualified', 'لا يرد': '' },
      teamId: { 'فريق المعرض': 'new:' },
    });
    // Back to "not mapped": the value leaves the mapping.
    await userEvent.selectOptions(interested, 'Not mapped (left empty, kept in the notes)');
    expect(onChange).toHaveBeenLastCalledWith({ status: { 'لا يرد': '' }, teamId: { 'فريق المعرض': 'new:' } });
  });

  it('shows nothing when every value is known', () => {
    const { container } = render(
      <ImportValueMapping
        unknownValues={[]}
        values={{}}
        fieldLabels={{}}
        valueLabel={(_f, v) => v}
        onChange={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Arabic', async () => {
    await act(() => setLanguage('ar'));
    render(<Mapping onChange={vi.fn()} initial={{ status: { مهتم: '' } }} />);
    expect(screen.getByText('قيم لا يعرفها النظام')).toBeInTheDocument();
    expect(screen.getByText('الصفوف: 4')).toBeInTheDocument();
    // Mapped to "leave empty": shown as such, not as "not mapped".
    const interested = screen.getByRole('combobox', { name: '\u2068Status\u2069: ما تعنيه "مهتم"' });
    expect(within(interested).getByRole('option', { name: 'اتركها فارغة' })).toHaveProperty('selected', true);
  });
});

describe('ImportPreviewDialog: warnings and the value mapping', () => {
  it('shows the warnings apart from the problems, translated, and the mapping when the flow offers it', async () => {
    const onMapValues = vi.fn();
    render(
      <ImportPreviewDialog
        preview={makeImportPreview({
          errors: [{ row: 4, message: 'Name is required' }],
          warnings: [{ row: 3, message: 'Budget "$250,000" is in USD, not EGP: not stored, kept in the notes' }],
          unknownValues,
        })}
        mapping={{}}
        fieldLabels={fieldLabels}
        busy={null}
        error={null}
        values={{}}
        onMapValues={onMapValues}
        onRemap={vi.fn()}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Warnings: 1')).toBeInTheDocument();
    const warnings = screen.getByRole('heading', { name: 'Warnings' }).parentElement!;
    expect(within(warnings).getByText(/Row 3: Budget "\$250,000" is in USD/)).toBeInTheDocument();
    expect(within(warnings).queryByText(/Name is required/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status: what "\u2068مهتم\u2069" stands for' }), 'New');
    expect(onMapValues).toHaveBeenCalledWith({ status: { مهتم: 'New' } });
  });

  it('translates a warning into Arabic', async () => {
    await act(() => setLanguage('ar'));
    render(
      <ImportPreviewDialog
        preview={makeImportPreview({
          warnings: [{ row: 5, message: 'Unknown status "مؤجل": left empty, kept in the notes' }],
        })}
        mapping={{}}
        fieldLabels={fieldLabels}
        busy={null}
        error={null}
        onRemap={vi.fn()}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('الصف 5: حالة غير معروفة "مؤجل": تُركت فارغة وحُفظت في الملاحظات')).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });
});
