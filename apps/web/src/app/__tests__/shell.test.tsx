import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@crm/contracts';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { hardNavigate } from '../../lib/hard-navigate';
import { getSession, login } from '../../lib/session';
import { routes } from '../router';
import { navItemsFor } from '../layout/nav-items';

vi.mock('../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

function signInAs(role: Role, name = 'Omar Said') {
  const user = makeUser({ name, role });
  login('tok', user);
  mockFetch(({ url }) =>
    url === '/api/auth/me'
      ? { body: user }
      : // The one list the shell's screens read as a bare array (the dashboard's Top agents).
        { body: url === '/api/resale-units/stats/agents' ? [] : { teams: [] } },
  );
  return user;
}

describe('the shell', () => {
  it("shows the role's sidebar, the user's initials, name and role", async () => {
    signInAs('Supervisor');
    renderRoutes(routes, { path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Team', 'Leads', 'Tasks', 'Resale Units', 'Chats']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('OS')).toBeInTheDocument();
    expect(screen.getAllByText('Omar Said').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Supervisor').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('logs out: clears the session and loads /login', async () => {
    signInAs('Agent');
    renderRoutes(routes, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(getSession()).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('toggles theme, direction and the collapsed sidebar', async () => {
    signInAs('Admin');
    renderRoutes(routes, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Toggle theme' }));
    await userEvent.click(screen.getByRole('button', { name: 'LTR · Toggle direction' }));
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('AC')).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown address', async () => {
    signInAs('CEO');
    renderRoutes(routes, { path: '/nope' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it.each(navItemsFor('CEO').map((item) => item.to))(
    'opens a screen, not Page Not Found, at the sidebar entry %s',
    async (to) => {
      signInAs('CEO');
      mockFetch(() => ({ status: 500 }));
      renderRoutes(routes, { path: to });
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    },
  );

  it('refreshes the stored user from /api/auth/me', async () => {
    const user = signInAs('Agent', 'Old Name');
    mockFetch(() => ({ body: { ...user, name: 'New Name', role: 'Supervisor' } }));
    renderRoutes(routes, { path: '/' });
    await waitFor(() => expect(getSession()?.user.name).toBe('New Name'));
    expect(await screen.findByRole('heading', { name: 'Welcome, New Name' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Team' }),
    ).toBeInTheDocument();
  });
});
