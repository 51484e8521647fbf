import { render, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { ErrorBoundary } from '../error-boundary';
import { ErrorPage } from '../routes/error-page';

function Boom(): never {
  throw new Error('kaboom');
}

describe('error screens', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows "Something went wrong" when a route fails to render', async () => {
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('catches errors outside the router too', () => {
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
