import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadCalls, makeLead, setupLeads } from './lead-test-kit';

const MINUTE = 60_000;
/** Every hour of every day is working time: working minutes are wall-clock minutes here. */
const settings = {
  timeZone: 'UTC',
  defaultCountry: 'EG',
  firstContactSlaMinutes: 15,
  workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: 0, end: 1440 })),
};
const settingsReply = (r: { url: string }) => (r.url === '/api/settings' ? { body: settings } : undefined);
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

describe('Leads screen: leads not contacted in time', () => {
  it('marks an overdue lead with a red "No contact" badge of working time past due, and no other lead', async () => {
    const late = makeLead({ name: 'Late', assignedAt: ago(95.5), firstContactDueAt: ago(80.5) });
    const contacted = makeLead({
      name: 'Called',
      assignedAt: ago(95.5),
      firstContactDueAt: ago(80.5),
      firstContactAt: ago(85),
    });
    const notYet = makeLead({ name: 'Fresh', assignedAt: ago(5), firstContactDueAt: ago(-10) });
    setupLeads('Supervisor', { leads: [late, contacted, notYet], reply: settingsReply });
    const badge = await screen.findByText('No contact · 1 h 20 m');
    expect(badge.closest('.badge')).toHaveClass('tone--danger');
    const row = badge.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Late' })).toBeInTheDocument();
    expect(screen.getAllByText(/^No contact/)).toHaveLength(1);
  });

  it('asks for the list again after a call, so a lead contacted in time loses its badge', async () => {
    const late = makeLead({ name: 'Late', phone: '+201005556677', firstContactDueAt: ago(30) });
    const { calls } = setupLeads('Agent', {
      leads: [late],
      reply: (r) => (r.url.endsWith('/contact-attempts') ? { status: 201, body: {} } : settingsReply(r)),
    });
    await screen.findByText('No contact · 30 m');
    const before = leadCalls(calls).length;
    await userEvent.click(screen.getByRole('button', { name: 'Contact Late at 010 05556677' }));
    const call = within(screen.getByRole('dialog', { name: 'Contact Late' })).getByRole('link', {
      name: 'Call client',
    });
    call.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(call);
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(before));
  });

  it('counts only working hours: nothing past due over a closed weekend', async () => {
    const weekdayOff = new Date().getUTCDay();
    const closedToday = {
      ...settings,
      workingHours: settings.workingHours.filter((span) => span.day !== weekdayOff),
    };
    // Due at today's midnight (UTC) or later: today is a day off, so no working time has passed.
    const dueToday = new Date(Math.max(Date.now() - 30 * MINUTE, new Date().setUTCHours(0, 0, 0, 0))).toISOString();
    setupLeads('Supervisor', {
      leads: [makeLead({ name: 'Weekend', assignedAt: dueToday, firstContactDueAt: dueToday })],
      reply: (r) => (r.url === '/api/settings' ? { body: closedToday } : undefined),
    });
    expect(await screen.findByText('No contact · 0 m')).toBeInTheDocument();
  });

  it('filters to overdue leads from the filter panel, and shows the filter as a removable chip', async () => {
    const { calls } = setupLeads('Manager', { reply: settingsReply });
    await screen.findByRole('link', { name: 'Sara Client' });
    await userEvent.selectOptions(screen.getByLabelText('First contact'), 'overdue');
    await waitFor(() => expect(leadCalls(calls).at(-1)?.url).toContain('firstContact=overdue'));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Not contacted in time' }));
    // Back to every lead (the first answer, from the cache): the chip and the choice are gone.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('First contact')).toHaveValue('');
  });
});
