import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../../app/router';
import { login } from '../../../../lib/session';
import { AGENCY_SETTINGS } from '../../../../test/agency-settings';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderRoutes } from '../../../../test/render';

const agent = makeUser({ name: 'Aya Agent', email: 'aya@agency.test', role: 'Agent' });

function setup(role: 'Admin' | 'CEO' = 'Admin') {
  login('tok', makeUser({ name: 'Adam Admin', role }));
  const fetch = mockFetch((request) => {
    if (request.url === '/api/settings') return { body: AGENCY_SETTINGS };
    if (request.url === '/api/teams') return { body: [] };
    if (request.url.startsWith('/api/users?')) return { body: { items: [agent], total: 1, page: 1, limit: 10 } };
    if (request.url === `/api/routing/away/${agent._id}`) return { body: { ok: true } };
    return { status: 404, body: { message: 'Not found' } };
  });
  window.history.replaceState(null, '', '/users');
  window.dispatchEvent(new PopStateEvent('popstate'));
  renderRoutes(routes, { path: '/users' });
  return fetch;
}

const awayCall = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.find((c) => c.method === 'PUT' && c.url.startsWith('/api/routing/away/'));

describe('marking someone away', () => {
  it('sends the typed times on the agency clock (Cairo), whatever the browser’s zone', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/settings')).toBe(true));
    await userEvent.click(await within(table).findByRole('button', { name: 'Mark away… for Aya Agent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Aya Agent away' }));
    const from = dialog.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-10T09:00');
    await userEvent.type(dialog.getByLabelText('Until'), '2026-12-12T18:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark away' }));
    await waitFor(() =>
      expect(awayCall(calls)?.body).toEqual({ from: '2026-12-10T07:00:00.000Z', until: '2026-12-12T16:00:00.000Z' }),
    );
    expect(await screen.findByText('Aya Agent is marked away')).toBeInTheDocument();
  });

  it('refuses an end before the start, and Back clears the away time', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Mark away… for Aya Agent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Aya Agent away' }));
    await userEvent.clear(dialog.getByLabelText('From'));
    await userEvent.type(dialog.getByLabelText('From'), '2026-12-10T09:00');
    await userEvent.type(dialog.getByLabelText('Until'), '2026-12-09T09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark away' }));
    expect(await dialog.findByText('The end must be after the start')).toBeInTheDocument();
    expect(awayCall(calls)).toBeUndefined();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark Aya Agent back' }));
    await waitFor(() => expect(awayCall(calls)?.body).toEqual({ from: null, until: null }));
    expect(await screen.findByText('Aya Agent is back')).toBeInTheDocument();
  });
});
