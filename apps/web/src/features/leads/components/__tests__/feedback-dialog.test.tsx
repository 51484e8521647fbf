import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead, Role } from '@crm/contracts';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { makeComment, makeLead, setupLeads } from './lead-test-kit';

const parent = makeComment({ content: 'Client wants a villa' });
const reply = makeComment({ content: 'Offer the sea view one', parentId: parent._id });
const other = makeComment({ content: 'Second call, no answer' });

function openFeedback(
  role: Role,
  lead: Lead = makeLead({ name: 'Talky', status: 'FollowUp' }),
  extra?: (r: RecordedRequest) => { status?: number; body?: unknown } | undefined,
) {
  const setup = setupLeads(role, {
    leads: [lead],
    reply: (r) =>
      extra?.(r) ?? (r.url.startsWith('/api/comments/lead/') ? { body: [parent, reply, other] } : undefined),
  });
  return { ...setup, lead };
}

async function dialog(name = 'Talky') {
  await userEvent.click(await screen.findByRole('button', { name: `Feedback for ${name}` }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: `Feedback: ${name}` });
}

describe('Feedback dialog', () => {
  it('asks for the log with type=feedback and limit=200, and nests replies under their parent', async () => {
    const { calls, lead } = openFeedback('Agent');
    const d = await dialog();
    await within(d).findByText('Client wants a villa');
    expect(calls.find((c) => c.url.startsWith('/api/comments/lead/'))!.url).toBe(
      `/api/comments/lead/${lead._id}?type=feedback&limit=200`,
    );
    const parentItem = within(d).getByText('Client wants a villa').closest('li')!;
    expect(within(parentItem).getByText('Offer the sea view one')).toBeInTheDocument();
    expect(within(parentItem).queryByText('Second call, no answer')).not.toBeInTheDocument();
    expect(within(d).getByRole('region', { name: 'Feedback entries' })).toBeInTheDocument();
  });

  it("words a unit's inquiry in the reader's language and links the unit, with no raw path", async () => {
    const unitId = '6b'.repeat(12);
    const inquiry = makeComment({ content: 'Nile View villa', unitId });
    openFeedback('Agent', undefined, (r) =>
      r.url.startsWith('/api/comments/lead/') ? { body: [inquiry] } : undefined,
    );
    const d = await dialog();
    const link = await within(d).findByRole('link', { name: 'Nile View villa' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/resale-units/${unitId}`);
    expect(link.closest('p')).toHaveTextContent(/^Asked about the resale unit Nile View villa$/);
  });

  it('shows Reply to Supervisor and above only', async () => {
    openFeedback('Agent');
    const d = await dialog();
    await within(d).findByText('Client wants a villa');
    expect(within(d).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it.each(['Supervisor', 'Manager', 'Admin', 'CEO'] as const)('shows Reply to a %s', async (role) => {
    openFeedback(role);
    const d = await dialog();
    await within(d).findByText('Client wants a villa');
    expect(within(d).getAllByRole('button', { name: 'Reply' })).toHaveLength(3);
  });

  it('sends a reply with the parent id', async () => {
    const { calls, lead } = openFeedback('Supervisor', undefined, (r) =>
      r.method === 'POST' && r.url === '/api/comments' ? { status: 201, body: makeComment() } : undefined,
    );
    const d = await dialog();
    await within(d).findByText('Client wants a villa');
    await userEvent.click(within(d).getAllByRole('button', { name: 'Reply' })[0]!);
    await userEvent.type(within(d).getByLabelText('Reply to Aya Agent'), 'Push for a visit{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        leadId: lead._id,
        parentId: parent._id,
        content: 'Push for a visit',
        type: 'feedback',
        priority: 'medium',
      }),
    );
  });

  it('shows "Failed to add reply" when the reply is refused without a message', async () => {
    openFeedback('Supervisor', undefined, (r) => (r.method === 'POST' ? { status: 500 } : undefined));
    const d = await dialog();
    await within(d).findByText('Client wants a villa');
    await userEvent.click(within(d).getAllByRole('button', { name: 'Reply' })[0]!);
    await userEvent.type(within(d).getByLabelText('Reply to Aya Agent'), 'Hi');
    await userEvent.click(within(d).getByRole('button', { name: 'Send reply' }));
    expect(await within(d).findByText('Failed to add reply')).toBeInTheDocument();
  });

  it('adds feedback (Enter sends, Shift+Enter is a new line) and reports a failure', async () => {
    let fail = false;
    const { calls } = openFeedback('Agent', undefined, (r) =>
      r.method === 'POST' ? (fail ? { status: 500 } : { status: 201, body: makeComment() }) : undefined,
    );
    const d = await dialog();
    const box = within(d).getByLabelText('New feedback');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        content: 'Line one\nline two',
        type: 'feedback',
        priority: 'medium',
      }),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('parentId');
    await waitFor(() => expect(box).toHaveValue(''));

    fail = true;
    await userEvent.type(box, 'Again');
    await userEvent.click(within(d).getByRole('button', { name: 'Add feedback' }));
    expect(await within(d).findByText('Failed to add feedback')).toBeInTheDocument();
  });

  it('searches the log 250 ms after the last key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = openFeedback('Agent');
      fireEvent.click(await screen.findByRole('button', { name: 'Feedback for Talky' }));
      const d = await screen.findByRole('dialog', { name: 'Feedback: Talky' });
      const searches = () => calls.filter((c) => c.url.includes('q='));
      fireEvent.change(within(d).getByLabelText('Search feedback'), { target: { value: 'villa' } });
      act(() => vi.advanceTimersByTime(200));
      expect(searches()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(60));
      await waitFor(() => expect(searches()).toHaveLength(1));
      expect(searches()[0]!.url).toContain('q=villa');
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves the reminder, typed on the agency clock, as ISO and the notes while the status allows follow-ups', async () => {
    const lead = makeLead({ name: 'Talky', status: 'Contacted', followUpNotes: 'old' });
    const saved = { ...lead, updatedAt: '2025-06-01T00:00:00.000Z' };
    const { calls } = openFeedback('Agent', lead, (r) => (r.method === 'PUT' ? { body: saved } : undefined));
    const d = await dialog();
    // 11:00 in Cairo, the agency's zone, from a browser in Dubai.
    fireEvent.change(within(d).getByLabelText('Reminder'), { target: { value: '2026-12-03T11:00' } });
    await userEvent.clear(within(d).getByLabelText('Follow-up notes'));
    await userEvent.type(within(d).getByLabelText('Follow-up notes'), 'Call after the holiday');
    await userEvent.click(within(d).getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        followUpDate: '2026-12-03T09:00:00.000Z',
        followUpNotes: 'Call after the holiday',
        // What the person saw: the server refuses the change if someone else changed these meanwhile.
        expected: { followUpDate: null, followUpNotes: 'old' },
      }),
    );
    expect(await screen.findByText('Follow-up saved')).toBeInTheDocument();
  });

  it('shows "Save failed" when saving the follow-up fails without a message', async () => {
    const lead = makeLead({ name: 'Talky', status: 'Qualified' });
    openFeedback('Agent', lead, (r) => (r.method === 'PUT' ? { status: 500 } : undefined));
    const d = await dialog();
    await userEvent.type(within(d).getByLabelText('Follow-up notes'), 'x');
    await userEvent.click(within(d).getByRole('button', { name: 'Save follow-up' }));
    expect(await within(d).findByText('Save failed')).toBeInTheDocument();
  });

  it('locks the reminder and notes, with a hint, outside FollowUp/Contacted/Qualified', async () => {
    openFeedback('Agent', makeLead({ name: 'Talky', status: 'New' }));
    const d = await dialog();
    expect(within(d).getByLabelText('Reminder')).toBeDisabled();
    expect(within(d).getByLabelText('Follow-up notes')).toBeDisabled();
    expect(within(d).getByRole('button', { name: 'Save follow-up' })).toBeDisabled();
    expect(within(d).getByLabelText('Reminder')).toHaveAccessibleDescription(
      'Set the status to FollowUp, Contacted or Qualified to edit the reminder and notes.',
    );
  });
});
