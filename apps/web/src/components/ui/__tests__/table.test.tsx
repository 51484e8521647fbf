import { render, screen } from '@testing-library/react';
import { Table, type Column } from '../table';

type Row = { id: string; name: string };
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', cell: (row) => row.name }];
const table = (rows: Row[] | undefined, loading: boolean) => (
  <Table
    caption="People"
    columns={columns}
    rows={rows}
    rowKey={(row) => row.id}
    loading={loading}
    emptyText="Nobody"
    footer={<nav aria-label="Pages">1 / 1</nav>}
  />
);

describe('Table footer', () => {
  it('is not drawn under the loading row, and comes with the rows', async () => {
    const { rerender } = render(table(undefined, true));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    rerender(table([{ id: '1', name: 'Mona' }], false));
    expect(await screen.findByText('Mona')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });
});
