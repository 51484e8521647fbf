import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadExport, Role } from '@crm/contracts';
import { setLanguage } from '../../../../lib/i18n';
import { makeUser } from '../../../../test/fixtures';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { renderSignedIn, type Answer } from '../../../../test/signed-in-app';
import { INTERESTS, setupLeads } from './lead-test-kit';

let seq = 0;
function makeExport(overrides: Partial<LeadExport> = {}): LeadExport {
  return {
    _id: (++seq).toString(16).padStart(24, '7'),
    exportedBy: { _id: 'a'.repeat(24), name: 'Adel Admin', role: 'Admin' },
    filters: { order: 'newest' },
    filterNames: { team: null, assignee: null },
    summary: 'All leads',
    rows: 1250,
    createdAt: '2025-05-12T09:30:00.000Z',
    ...overrides,
  };
}

const filtered = makeExport({
  exportedBy: { _id: 'b'.repeat(24), name: 'منى', role: 'CEO' },
  filters: {
    search: 'sara',
    status: 'FollowUp',
    interest: 'villa',
    teamId: 'c'.repeat(24),
    assignedTo: 'd'.repeat(24),
    followups: 'today',
    order: 'newest',
  },
  filterNames: { team: 'North', assignee: null },
  rows: 3,
});

function setup(
  role: Role,
  { items = [filtered, makeExport()], total, reply }: { items?: LeadExport[]; total?: number; reply?: Answer } = {},
) {
  const caller = makeUser({ name: `The ${role}`, role });
  const answers: Answer = ({ url }) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname === '/api/lookups/property-interest') return { body: INTERESTS };
    if (pathname === '/api/leads/exports') {
      const page = Number(searchParams.get('page') ?? 1);
      const limit = Number(searchParams.get('limit') ?? 20);
      return { body: { items, total: total ?? items.length, page, limit } };
    }
    return undefined;
  };
  return renderSignedIn(caller, { path: '/leads/exports', answers, reply });
}

const exportsTable = () => screen.findByRole('table', { name: 'Lead exports' });
const exportCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.url.startsWith('/api/leads/exports')).map((c) => new URL(c.url, 'http://x').searchParams);

describe('Lead exports screen', () => {
  it('lists each export: when, by whom, the filter in words, how many leads', async () => {
    setup('CEO');
    const table = within(await exportsTable());
    const first = (await table.findByText('منى')).closest('tr')!;
    expect(within(first).getByText('CEO')).toBeInTheDocument();
    expect(first).toHaveTextContent(
      'Search: “sara” · Status: FollowUp · Interest: Villa · Team: North · Assigned to: a deleted user · Follow-ups today',
    );
    expect(within(first).getByText('3')).toBeInTheDocument();
    const second = table.getByText('Adel Admin').closest('tr')!;
    expect(within(second).getByText('All leads')).toBeInTheDocument();
    expect(within(second).getByText('1,250')).toBeInTheDocument();
    expect(within(second).getByRole('time')).toHaveAttribute('datetime', '2025-05-12T09:30:00.000Z');
  });

  it('pages on the server', async () => {
    const { calls } = setup('CEO', { total: 45 });
    await exportsTable();
    expect(await screen.findByText('Page 1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(exportCalls(calls).map((q) => q.get('page'))).toContain('2'));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(Object.fromEntries(exportCalls(calls).at(-1)!)).toEqual({ page: '1', limit: '50' }));
  });

  it('says so when nothing was exported yet', async () => {
    setup('CEO', { items: [] });
    expect(await screen.findByText('No leads have been exported yet.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, which loads the list', async () => {
    let fail = true;
    const { calls } = setup('CEO', {
      reply: ({ url }) => (fail && url.startsWith('/api/leads/exports') ? { status: 500 } : undefined),
    });
    expect(await screen.findByText('Failed to load lead exports', {}, { timeout: 8000 })).toBeInTheDocument();
    const before = exportCalls(calls).length;
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Adel Admin')).toBeInTheDocument();
    expect(exportCalls(calls).length).toBeGreaterThan(before);
  });

  it.each<Role>(['Admin', 'Manager', 'Supervisor', 'Agent'])('is no page for a %s', async (role) => {
    const { calls } = setup(role);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(exportCalls(calls)).toEqual([]);
  });

  it('is reached from the Leads screen', async () => {
    const { router } = setupLeads('CEO');
    await userEvent.click(await screen.findByRole('link', { name: 'Lead exports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/exports'));
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar');
    setup('CEO');
    const table = within(await screen.findByRole('table', { name: 'عمليات تصدير العملاء' }));
    const first = (await table.findByText('منى')).closest('tr')!;
    expect(first).toHaveTextContent('الحالة: متابعة');
    // A Latin name in an Arabic sentence is isolated (it would turn the line around).
    expect(first).toHaveTextContent('الفريق: \u2068North\u2069');
    expect(first).toHaveTextContent('مسند إلى: مستخدم محذوف');
    expect(table.getByText('كل العملاء')).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'الوقت',
      'صدّرها',
      'الفلتر',
      'العملاء',
    ]);
  });
});
