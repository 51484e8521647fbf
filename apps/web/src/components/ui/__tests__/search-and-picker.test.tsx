import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from '../search-input';
import { SpreadsheetPicker } from '../spreadsheet-picker';

function SearchForm({ keepEnter, onSubmit }: { keepEnter: boolean; onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SearchInput aria-label="Search" value={value} onValueChange={setValue} keepEnter={keepEnter} />
      <output>{value}</output>
    </form>
  );
}

describe('SearchInput', () => {
  it('reports what is typed, and with keepEnter Enter does not send the form', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<SearchForm keepEnter onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'sara{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('sara');
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    render(<SearchForm keepEnter={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('SpreadsheetPicker', () => {
  it('takes .xlsx/.xls files and hands over the chosen one', async () => {
    const onFile = vi.fn();
    render(
      <SpreadsheetPicker inputLabel="Leads spreadsheet" loading={false} onFile={onFile}>
        Import
      </SpreadsheetPicker>,
    );
    const input = screen.getByLabelText('Leads spreadsheet');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx,.xls'));
    const file = new File(['x'], 'leads.xlsx');
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });
});
