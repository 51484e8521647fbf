import { act, screen } from '@testing-library/react';
import { login } from '../../../../lib/session';
import { AGENCY_SETTINGS } from '../../../../test/agency-settings';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render';
import { DailyReminder, REMINDER_DURATION } from '../daily-reminder';

const HOUR = 3_600_000;
const summary = (followupsToday: number) => ({
  total: 9,
  byStatus: { New: 1, Contacted: 2, FollowUp: 3, Qualified: 1, Won: 1, Lost: 1 },
  followupsToday,
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// 11:00 on the agency's clock (Cairo, UTC+2 in December); the browser's (Dubai) says 13:00 then.
describe('the daily follow-up reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-12-14T10:59:50+02:00'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('says at 11:00, in Arabic and right to left, how many follow-ups are due today; then again a day later', async () => {
    login('tok', makeUser());
    const counts = [4, 7];
    const { calls: requests } = mockFetch((request) =>
      request.url === '/api/settings' ? { body: AGENCY_SETTINGS } : { body: summary(counts.shift() ?? 0) },
    );
    const summaryCalls = () => requests.filter((c) => c.url !== '/api/settings');
    renderWithProviders(<DailyReminder />);

    await advance(9_000);
    expect(summaryCalls()).toHaveLength(0);
    expect(screen.queryByText(/متابعات اليوم/)).not.toBeInTheDocument();

    await advance(1_000);
    expect(summaryCalls().map((c) => c.url)).toEqual(['/api/leads/stats/summary']);
    const text = screen.getByText('لديك 4 متابعات اليوم');
    expect(text.textContent).toBe('لديك 4 متابعات اليوم');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(text).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('status')).toContainElement(text);

    await advance(REMINDER_DURATION);
    expect(screen.queryByText('لديك 4 متابعات اليوم')).not.toBeInTheDocument();

    // Nothing more until 11:00 the next day, then the count is asked for again.
    await advance(24 * HOUR - REMINDER_DURATION - 1_000);
    expect(summaryCalls()).toHaveLength(1);
    await advance(1_000);
    expect(summaryCalls()).toHaveLength(2);
    expect(screen.getByText('لديك 7 متابعات اليوم')).toHaveAttribute('dir', 'rtl');
  });

  it('on a phone that slept through 11:00, comes on return to the app, once; an app opened after 11:00 waits for tomorrow', async () => {
    login('tok', makeUser());
    const { calls: requests } = mockFetch((request) =>
      request.url === '/api/settings' ? { body: AGENCY_SETTINGS } : { body: summary(5) },
    );
    const summaryCalls = () => requests.filter((c) => c.url !== '/api/settings');
    const comeBack = async () => {
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
        await vi.advanceTimersByTimeAsync(0);
      });
    };
    const { unmount } = renderWithProviders(<DailyReminder />);
    await advance(1_000);
    // Asleep: the clock moves on to 14:00 but the page's timers do not run.
    vi.setSystemTime(new Date('2025-12-14T14:00:00+02:00'));
    await comeBack();
    expect(summaryCalls()).toHaveLength(1);
    expect(screen.getByText('لديك 5 متابعات اليوم')).toBeInTheDocument();
    await comeBack();
    expect(summaryCalls()).toHaveLength(1);
    unmount();

    renderWithProviders(<DailyReminder />);
    await advance(1_000);
    await comeBack();
    expect(summaryCalls()).toHaveLength(1);
  });

  it('stays silent when the count cannot be loaded', async () => {
    login('tok', makeUser());
    mockFetch(() => ({ status: 500, body: {} }));
    renderWithProviders(<DailyReminder />);
    await advance(10_000);
    expect(screen.queryByText(/متابعات اليوم/)).not.toBeInTheDocument();
  });
});
