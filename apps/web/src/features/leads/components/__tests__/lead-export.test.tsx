import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@crm/contracts';
import type { Reply } from '../../../../test/signed-in-app';
import { leadCalls, makeLead, sentQuery, setupLeads } from './lead-test-kit';

const table = () => screen.findByRole('table', { name: 'Leads' });
const exportCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/leads/export'));

/** Saving a download: the blob URL and the link's click, which jsdom cannot follow. */
function catchDownloads() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:leads'), revokeObjectURL: vi.fn() }));
  const saved: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
  return saved;
}

describe('Leads screen: Export', () => {
  it.each<[Role, boolean, boolean]>([
    ['CEO', true, true],
    ['Admin', true, false],
    ['Manager', false, false],
    ['Supervisor', false, false],
    ['Agent', false, false],
  ])('a %s sees Export: %s, and the Lead exports link: %s', async (role, exports, readsExports) => {
    setupLeads(role, { leads: [makeLead({ name: 'Sara' })] });
    await table();
    expect(screen.queryByRole('button', { name: 'Export' }) !== null).toBe(exports);
    expect(screen.queryByRole('link', { name: 'Lead exports' }) !== null).toBe(readsExports);
  });

  it("downloads the URL's filters and order (every page) as leads.xlsx, busy until the file is in", async () => {
    const saved = catchDownloads();
    let answer: (reply: Reply) => void = () => undefined;
    const { calls } = setupLeads('Admin', {
      path: '/leads?status=FollowUp&source=Organic&search=sara&sort=-name&page=2&limit=20',
      reply: ({ url }) =>
        url.startsWith('/api/leads/export')
          ? (new Promise<Reply>((resolve) => (answer = resolve)) as unknown as Reply)
          : undefined,
    });
    await table();
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(0));
    const button = screen.getByRole('button', { name: 'Export' });
    await userEvent.click(button);

    await waitFor(() => expect(exportCalls(calls)).toHaveLength(1));
    expect(sentQuery(exportCalls(calls)[0]!)).toEqual({
      search: 'sara',
      status: 'FollowUp',
      source: 'Organic',
      order: 'newest',
      sort: '-name',
    });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();

    answer({ body: 'xlsx' });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ download: 'leads.xlsx', href: 'blob:leads' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
  });

  it('says why an export failed: too many leads, narrow the filter', async () => {
    catchDownloads();
    setupLeads('CEO', {
      reply: ({ url }) =>
        url.startsWith('/api/leads/export')
          ? {
              status: 400,
              body: {
                code: 'EXPORT_TOO_MANY',
                message: '60,000 leads match this filter, and an export holds at most 50,000: narrow the filter.',
              },
            }
          : undefined,
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('60,000 leads match this filter, and an export holds at most 50,000: narrow the filter.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('says "Export failed" when the server gives no reason', async () => {
    catchDownloads();
    setupLeads('Admin', { reply: ({ url }) => (url.startsWith('/api/leads/export') ? { status: 502 } : undefined) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
  });
});
