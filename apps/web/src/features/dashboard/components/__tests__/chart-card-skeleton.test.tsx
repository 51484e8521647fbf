import { LEAD_STATUSES } from '@crm/contracts';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { ChartCardSkeleton } from '../chart-card-skeleton';

describe('a chart card while it loads', () => {
  it('holds room for the doughnut and a legend line per status, and says it is loading', () => {
    const { container } = renderWithProviders(
      <ChartCardSkeleton title="Leads by Status" shape="pie" legendRows={LEAD_STATUSES.length} />,
    );
    expect(screen.getByRole('heading', { name: 'Leads by Status' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart');
    expect(container.querySelector('.skeleton--pie')).not.toBeNull();
    expect(container.querySelectorAll('.pie-legend li')).toHaveLength(6);
  });

  it('draws a block for a line chart', () => {
    const { container } = renderWithProviders(<ChartCardSkeleton title="New Leads Over Time" shape="chart" />);
    expect(container.querySelector('.skeleton--chart')).not.toBeNull();
    expect(container.querySelector('.pie-legend')).toBeNull();
  });
});
