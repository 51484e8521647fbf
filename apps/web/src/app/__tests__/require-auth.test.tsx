import { screen } from '@testing-library/react';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { login } from '../../lib/session';
import { RequireAuth } from '../require-auth';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { element: <RequireAuth />, children: [{ path: '/users', element: <h1>Users page</h1> }] },
];

describe('the guard', () => {
  it('sends a signed-out visitor to /login, replacing the history entry', async () => {
    const { router } = renderRoutes(routes, { path: '/users' });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Users page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user, whatever the role', async () => {
    login('t', makeUser({ role: 'Agent' }));
    const { router } = renderRoutes(routes, { path: '/users' });

    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });
});
