import { act, screen, waitFor } from '@testing-library/react';
import { login } from '../../../../lib/session';
import { makeUser } from '../../../../test/fixtures';
import { AGENCY_SETTINGS } from '../../../../test/agency-settings';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render';
import { NotificationsBell } from '../notifications-bell';

/** Answers the unread counts in turn; `calls` are the notification reads (the app also asks its settings). */
function setup(unreadCounts: number[]) {
  login('tok', makeUser());
  const calls: RecordedRequest[] = [];
  mockFetch((request) => {
    if (request.url === '/api/settings') return { body: AGENCY_SETTINGS };
    calls.push(request);
    return { body: { items: [], unread: unreadCounts[Math.min(calls.length - 1, unreadCounts.length - 1)] } };
  });
  renderWithProviders(<NotificationsBell />);
  return { calls };
}

describe('the notifications badge', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the unread count and names the link with it', async () => {
    const { calls } = setup([3]);
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
    expect(calls[0]?.url).toBe('/api/leads/notifications?limit=50');
  });

  it('is hidden when nothing is unread', async () => {
    const { calls } = setup([0]);
    await waitFor(() => expect(calls).toHaveLength(1));
    const link = await screen.findByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('caps a large count and refreshes it every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup([120, 2]);
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Notifications, 120 unread' })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});
