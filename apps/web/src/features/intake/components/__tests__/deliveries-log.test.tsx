import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delivery, renderLeadSources } from './intake-test-kit';

const deliveryCalls = (calls: { url: string; method: string }[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.startsWith('/api/intake/deliveries'))
    .map((c) => new URL(c.url, 'http://x').searchParams);

const log = async () => screen.findByRole('table', { name: 'Deliveries' });

describe('the deliveries log', () => {
  it('shows each delivery: source, status, reason, the lead as a link, attempts and next try', async () => {
    renderLeadSources({
      deliveries: {
        items: [
          delivery(),
          delivery({
            _id: 'e'.repeat(24),
            status: 'failed',
            reason: 'Graph API unreachable',
            lead: null,
            attempts: 2,
            nextAttemptAt: '2026-03-02T10:00:00.000Z',
          }),
        ],
        total: 2,
        page: 1,
        limit: 20,
      },
    });
    const table = within(await log());
    expect(await table.findByRole('link', { name: 'Hoda Samir' })).toHaveAttribute('href', `/leads/${'1'.repeat(24)}`);
    expect(table.getByText('Created')).toBeInTheDocument();
    expect(table.getByText('Failed')).toBeInTheDocument();
    expect(table.getByText('Graph API unreachable')).toBeInTheDocument();
    expect(table.getAllByRole('button', { name: /^Try again/ })).toHaveLength(1);
  });

  it('pages and filters on the server', async () => {
    const { calls } = renderLeadSources({
      deliveries: (r) => {
        const page = Number(new URL(r.url, 'http://x').searchParams.get('page') ?? 1);
        return { items: [delivery({ _id: String(page).repeat(24) })], total: 45, page, limit: 20 };
      },
    });
    await log();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(deliveryCalls(calls).at(-1)?.get('page')).toBe('2'));
    expect(screen.getByText('Page 2 / 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() => expect(deliveryCalls(calls).at(-1)?.get('status')).toBe('failed'));
    expect(deliveryCalls(calls).at(-1)?.get('page')).toBe('1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Agency page');
    await waitFor(() => expect(deliveryCalls(calls).at(-1)?.get('sourceId')).toBe('b'.repeat(24)));
  });

  it('says when no delivery matches the filters', async () => {
    renderLeadSources({ deliveries: { items: [], total: 0, page: 1, limit: 20 } });
    expect(await screen.findByText('No deliveries yet.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ignored');
    expect(await screen.findByText('No delivery matches these filters.')).toBeInTheDocument();
  });

  it('tries a failed delivery again, then shows the log as it is now', async () => {
    let retried = false;
    const failed = delivery({ _id: 'e'.repeat(24), status: 'failed', reason: 'Graph API unreachable', lead: null });
    const { calls } = renderLeadSources({
      deliveries: () => ({ items: [retried ? delivery({ _id: failed._id }) : failed], total: 1, page: 1, limit: 20 }),
      reply: (r) => {
        if (r.method !== 'POST' || !r.url.endsWith('/retry')) return undefined;
        retried = true;
        return { body: delivery({ _id: failed._id }) };
      },
    });
    const table = within(await log());
    await userEvent.click(await table.findByRole('button', { name: /^Try again the delivery of/ }));
    await waitFor(() => expect(calls.some((c) => c.url === `/api/intake/deliveries/${failed._id}/retry`)).toBe(true));
    expect(await table.findByRole('link', { name: 'Hoda Samir' })).toBeInTheDocument();
    expect(table.queryByText('Failed')).not.toBeInTheDocument();
  });
});
