import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Pagination } from '../pagination';

const renderPagination = (props: Partial<Parameters<typeof Pagination>[0]> = {}) => {
  const onPageChange = vi.fn();
  const onLimitChange = vi.fn();
  render(
    <MemoryRouter>
      <Pagination page={1} total={45} limit={10} onPageChange={onPageChange} onLimitChange={onLimitChange} {...props} />
    </MemoryRouter>,
  );
  return { onPageChange, onLimitChange };
};

describe('Pagination', () => {
  it('shows "Page x / y" and disables Prev on the first page', async () => {
    const { onPageChange } = renderPagination();
    expect(screen.getByText('Page 1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', async () => {
    const { onPageChange } = renderPagination({ page: 5 });
    expect(screen.getByText('Page 5 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('shows one page and both buttons disabled when there is nothing', () => {
    renderPagination({ total: 0 });
    expect(screen.getByText('Page 1 / 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers the given rows-per-page options', async () => {
    const { onLimitChange } = renderPagination({ limitOptions: [5, 10, 20, 50] });
    const select = screen.getByLabelText('Rows per page');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual(['5', '10', '20', '50']);
    await userEvent.selectOptions(select, '20');
    expect(onLimitChange).toHaveBeenCalledWith(20);
  });
});
