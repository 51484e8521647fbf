import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { getSession } from '../../lib/session';
import { routes } from '../router';

const laila = makeUser({ name: 'ليلى حسن', email: 'laila@agency.test' });
const preview = { name: laila.name, email: laila.email, expiresAt: '2030-01-08T10:00:00.000Z' };
const LINK = '/welcome#invitation=one-time-token';

describe('a sign-in link (/welcome#invitation=...)', () => {
  it('greets the invited person, holds the password to the policy, and signs them in once it is saved', async () => {
    const { calls } = mockFetch(({ url }) => {
      if (url === '/api/auth/invitation') return { body: preview };
      if (url === '/api/auth/invitation/accept') return { body: { token: 'fresh-session', user: laila } };
      if (url === '/api/auth/me') return { body: laila };
      return { body: { items: [], total: 0, page: 1, limit: 10 } };
    });
    const { router } = renderRoutes(routes, { path: LINK });

    expect(await screen.findByRole('heading', { name: /^Welcome, \u2068?ليلى حسن\u2069?$/ })).toBeInTheDocument();
    expect(screen.getByText(/laila@agency\.test/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/invitation')?.body).toEqual({ token: 'one-time-token' });
    expect(calls.find((c) => c.url === '/api/auth/invitation')?.headers.get('Authorization')).toBeNull();

    const password = screen.getByLabelText('New password');
    await userEvent.type(password, 'laila');
    expect(password).toHaveAccessibleDescription(/at least 8 characters/);
    await userEvent.clear(password);
    await userEvent.type(password, 'Quiet-Harbor-42');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Quiet-Harbor-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(calls.find((c) => c.url === '/api/auth/invitation/accept')?.body).toEqual({
      token: 'one-time-token',
      newPassword: 'Quiet-Harbor-42',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()?.token).toBe('fresh-session');
  });

  it('opens in the language the admin sent the link in, unless the person chose one on this device', async () => {
    mockFetch(({ url }) => (url === '/api/auth/invitation' ? { body: preview } : { status: 404 }));
    renderRoutes(routes, { path: `${LINK}&lang=ar` });
    expect(await screen.findByRole('heading', { name: 'أهلًا، ليلى حسن' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Back in English with the switch, the name of which is the text it shows.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: /^Welcome, \u2068?ليلى حسن\u2069?$/ })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('says why a used or expired link cannot be used, and leads to the sign-in', async () => {
    const { calls } = mockFetch(() => ({
      status: 410,
      body: {
        code: 'INVITATION_EXPIRED',
        message: 'This sign-in link has expired. Ask your administrator for a new one.',
      },
    }));
    renderRoutes(routes, { path: LINK });
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link has expired');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/invitation/accept')).toHaveLength(0);
  });

  it('says a link without its token is incomplete, asking the server nothing', async () => {
    const { calls } = mockFetch(() => ({ status: 404, body: {} }));
    renderRoutes(routes, { path: '/welcome' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitation link is incomplete');
    expect(calls).toHaveLength(0);
  });

  it('with no signal says the link could not be checked (not that it is dead), and checks again on Retry', async () => {
    let online = false;
    mockFetch(({ url }) => {
      if (!online) throw new TypeError('Failed to fetch');
      return url === '/api/auth/invitation' ? { body: preview } : { body: {} };
    });
    renderRoutes(routes, { path: LINK });
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection: your link could not be checked');
    expect(screen.queryByText('This link cannot be used')).not.toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /^Welcome, \u2068?ليلى حسن\u2069?$/ })).toBeInTheDocument();
  });

  it('when the answer to saving was lost and the link is then found used, says the password is saved', async () => {
    let saves = 0;
    mockFetch(({ url }) => {
      if (url === '/api/auth/invitation') return { body: preview };
      saves += 1;
      // The server saved the password; the answer never arrived. The retry finds the link used.
      if (saves === 1) throw new TypeError('Failed to fetch');
      return { status: 404, body: { code: 'INVITATION_INVALID', message: 'This sign-in link is not valid' } };
    });
    renderRoutes(routes, { path: LINK });
    await userEvent.type(await screen.findByLabelText('New password'), 'Quiet-Harbor-42');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Quiet-Harbor-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText(/No connection: your password may not have been saved/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText(/if that was you, your password is saved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(getSession()).toBeNull();
  });
});
