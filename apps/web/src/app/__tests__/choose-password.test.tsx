import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { getSession, login } from '../../lib/session';
import { routes } from '../router';

const laila = makeUser({ name: 'Laila Hassan', email: 'laila@agency.test', mustChangePassword: true });
const done = { ...laila, mustChangePassword: false };

async function fillIn(current: string, next: string, confirm = next) {
  await userEvent.type(await screen.findByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('choosing a new password', () => {
  it('holds a user on a password someone else chose on the screen, whatever they open', async () => {
    mockFetch(() => ({ body: laila }));
    login('old-token', laila);
    const { router } = renderRoutes(routes, { path: '/leads' });

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/choose-password');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the policy's message under the new password as it is typed", async () => {
    mockFetch(() => ({ body: laila }));
    login('old-token', laila);
    renderRoutes(routes, { path: '/choose-password' });

    const next = await screen.findByLabelText('New password');
    expect(next).toHaveAccessibleDescription(
      'At least 8 characters, hard to guess: not your name or email, not a common password.',
    );
    await userEvent.type(next, 'password1');
    expect(next).toHaveAttribute('aria-invalid', 'true');
    // The strength estimate answers once its dictionaries have loaded.
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(/Too easy to guess: This is a commonly used password\.$/),
    );
    await userEvent.clear(next);
    await userEvent.type(next, 'laila');
    expect(next).toHaveAccessibleDescription(/at least 8 characters/);
  });

  it('sends nothing while the confirmation differs, and moves focus to it', async () => {
    const { calls } = mockFetch(() => ({ body: laila }));
    login('old-token', laila);
    renderRoutes(routes, { path: '/choose-password' });

    await fillIn('Welcome123', 'Quiet-Harbor-42', 'Quiet-Harbor-24');
    await userEvent.keyboard('{Enter}');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match');
    expect(confirm).toHaveFocus();
    expect(calls.filter((c) => c.url === '/api/auth/password')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/password'
        ? { status: 400, body: { message: 'Your current password is not correct' } }
        : { body: laila },
    );
    login('old-token', laila);
    renderRoutes(routes, { path: '/choose-password' });

    await fillIn('wrong', 'Quiet-Harbor-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct');
    expect(getSession()?.token).toBe('old-token');
  });

  it('stores the fresh session and goes on to the dashboard', async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/password' ? { body: { token: 'new-token', user: done } } : { body: done },
    );
    login('old-token', laila);
    const { router } = renderRoutes(routes, { path: '/' });

    await fillIn('Welcome123', 'Quiet-Harbor-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Laila Hassan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toMatchObject({ token: 'new-token', user: { mustChangePassword: false } });
    const sent = calls.find((c) => c.url === '/api/auth/password');
    expect(sent?.body).toEqual({ currentPassword: 'Welcome123', newPassword: 'Quiet-Harbor-42' });
    expect(sent?.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('sends a user who has nothing to change on to the dashboard', async () => {
    mockFetch(() => ({ body: done }));
    login('tok', done);
    const { router } = renderRoutes(routes, { path: '/choose-password' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Laila Hassan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
