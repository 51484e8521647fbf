import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeletedLead, Role } from '@crm/contracts';
import { makeUser } from '../../../../test/fixtures';
import { renderSignedIn, type Answer } from '../../../../test/signed-in-app';
import { makeLead, setupLeads } from './lead-test-kit';

const ADMIN = { _id: 'a'.repeat(24), name: 'Nadia Admin' };

function makeDeleted(overrides: Partial<DeletedLead> = {}): DeletedLead {
  return {
    _id: Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24),
    name: 'هالة سمير',
    phone: '+201001234567',
    email: 'hala@example.com',
    status: 'New',
    source: 'Organic',
    assignedTo: null,
    deletedAt: '2026-03-01T10:00:00.000Z',
    deletedBy: ADMIN,
    ...overrides,
  };
}

function setup(role: Role, leads: DeletedLead[], reply?: Answer) {
  const me = makeUser({ role });
  return renderSignedIn(me, {
    path: '/leads/deleted',
    reply,
    answers: ({ url, method }) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname === '/api/leads/deleted' && method === 'GET') {
        const search = (searchParams.get('search') ?? '').toLowerCase();
        const items = leads.filter((l) => !search || l.name.toLowerCase().includes(search));
        return { body: { items, total: items.length, page: 1, limit: 20 } };
      }
      return undefined;
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Deleted leads' }, { timeout: 5000 });

describe('Deleted leads screen', () => {
  it('lists deleted leads with who deleted each and when ("Unknown" for old ones)', async () => {
    setup('Admin', [
      makeDeleted({ name: 'Karim Adel', assignedTo: { _id: 'b'.repeat(24), name: 'Omar Agent' } }),
      makeDeleted({ name: 'Old One', deletedBy: null }),
    ]);
    const list = within(await table());
    const karim = within((await list.findByText('Karim Adel')).closest('tr')!);
    expect(karim.getByText('Nadia Admin')).toBeInTheDocument();
    expect(karim.getByText('Omar Agent')).toBeInTheDocument();
    expect(karim.getByText('hala@example.com')).toBeInTheDocument();
    expect(within(list.getByText('Old One').closest('tr')!).getByText('Unknown')).toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const { calls } = setup('CEO', [makeDeleted({ name: 'Karim Adel' }), makeDeleted({ name: 'Mona Said' })]);
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, phone or email' }), 'mona');
    await waitFor(() => expect(screen.queryByText('Karim Adel')).toBeNull());
    expect(screen.getByText('Mona Said')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('search=mona'))).toBe(true);
  });

  it('restores a lead, and names the live lead when its phone is taken', async () => {
    const karim = makeDeleted({ name: 'Karim Adel' });
    const twin = makeDeleted({ name: 'Twin Phone' });
    const liveId = 'c'.repeat(24);
    const { calls } = setup('Admin', [karim, twin], ({ url, method }) => {
      if (method !== 'POST') return undefined;
      if (url.endsWith(`/${karim._id}/restore`)) return { body: {} };
      if (url.endsWith(`/${twin._id}/restore`))
        return {
          status: 409,
          body: {
            code: 'LEAD_DUPLICATE_PHONE',
            message: 'Another lead has this phone now (Live Twin)',
            details: { leadId: liveId, name: 'Live Twin' },
          },
        };
      return undefined;
    });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Karim Adel' }));
    expect(await screen.findByText('Karim Adel restored')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/restore'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Restore Twin Phone' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Twin Phone was not restored: another lead has this phone now.');
    expect(within(alert).getByRole('link', { name: 'Open Live Twin' })).toHaveAttribute('href', `/leads/${liveId}`);
  });

  it('says when there are no deleted leads', async () => {
    setup('Admin', []);
    expect(await screen.findByText('No deleted leads.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says when the list fails to load, with a retry', async () => {
    setup('Admin', [], ({ url }) =>
      url.startsWith('/api/leads/deleted')
        ? { status: 500, body: { message: 'Failed to load deleted leads' } }
        : undefined,
    );
    expect(await screen.findByText('Failed to load deleted leads', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each<Role>(['Manager', 'Supervisor', 'Agent'])('is not for a %s (no list asked for)', async (role) => {
    const { calls } = setup(role, [makeDeleted()]);
    expect(await screen.findByText('No access', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/leads/deleted'))).toBe(false);
  });
});

describe('Leads screen: the way to Deleted leads', () => {
  it.each<[Role, boolean]>([
    ['CEO', true],
    ['Admin', true],
    ['Manager', false],
    ['Supervisor', false],
    ['Agent', false],
  ])('a %s sees the Deleted leads link: %s', async (role, shown) => {
    setupLeads(role, { leads: [makeLead({ name: 'Sara' })] });
    await screen.findByRole('table', { name: 'Leads' }, { timeout: 5000 });
    const link = screen.queryByRole('link', { name: 'Deleted leads' });
    expect(link !== null).toBe(shown);
    if (link) expect(link).toHaveAttribute('href', '/leads/deleted');
  });
});

describe("A deleted lead's page", () => {
  it('tells an Admin the lead was deleted and restores it in place', async () => {
    const lead = makeLead({ name: 'Back Soon' });
    let restored = false;
    const { calls } = renderSignedIn(makeUser({ role: 'Admin' }), {
      path: `/leads/${lead._id}`,
      answers: ({ url, method }) => {
        const { pathname } = new URL(url, 'http://x');
        if (pathname === `/api/leads/${lead._id}/restore` && method === 'POST') {
          restored = true;
          return { body: lead };
        }
        if (pathname === `/api/leads/${lead._id}` && method === 'GET')
          return restored
            ? { body: lead }
            : {
                status: 404,
                body: { code: 'LEAD_NOT_FOUND', message: 'This lead was deleted', details: { deleted: true } },
              };
        return undefined;
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This lead was deleted' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { name: 'Back Soon' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('is only "not found" for a lead the API does not say was deleted', async () => {
    renderSignedIn(makeUser({ role: 'Agent' }), {
      path: `/leads/${'d'.repeat(24)}`,
      answers: () => ({ status: 404, body: { code: 'LEAD_NOT_FOUND', message: 'Lead not found' } }),
    });
    expect(await screen.findByText('Lead not found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});
