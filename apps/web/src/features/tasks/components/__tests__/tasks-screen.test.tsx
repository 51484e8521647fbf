import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, Task, User } from '@crm/contracts';
import { makeUser } from '../../../../test/fixtures';
import type { RecordedRequest } from '../../../../test/mock-fetch';
import { renderSignedIn, type Answer } from '../../../../test/signed-in-app';

const aya = { _id: 'c'.repeat(24), name: 'Aya Agent', email: 'aya@agency.test', role: 'Agent' as const };
const mona = { _id: 'd'.repeat(24), name: 'Mona Manager', email: 'mona@agency.test', role: 'Manager' as const };
let seq = 0;
const nextId = () => (++seq).toString(16).padStart(24, '2');

function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    _id: nextId(),
    notes: 'Call the client',
    state: 'Open',
    dueDate: null,
    assignedTo: aya,
    createdBy: mona,
    leadId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function setup(
  role: Role,
  {
    tasks = [makeTask()],
    path = '/tasks',
    user,
    reply,
  }: { tasks?: Task[]; path?: string; user?: Partial<User>; reply?: Answer } = {},
) {
  const caller = makeUser({ name: `The ${role}`, role, ...user });
  const answers: Answer = ({ url, method }) => {
    if (url === '/api/tasks/today-count') return { body: { count: 2 } };
    if (url.startsWith('/api/tasks/assignees')) return { body: [aya] };
    if (method === 'GET' && (url === '/api/tasks' || url.startsWith('/api/tasks?')))
      return { body: { items: tasks, total: tasks.length, page: 1, limit: 10 } };
    if (url.startsWith('/api/leads?')) return { body: { items: [], total: 0, page: 1, limit: 10 } };
    return undefined;
  };
  return { ...renderSignedIn(caller, { path, answers, reply }), caller };
}

const taskCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/tasks?'));

describe('the tasks screen', () => {
  it('shows the columns, Pending for an open task, and the sidebar count of tasks due today', async () => {
    setup('Manager');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Notes', 'Assigned To', 'Assigned By', 'Due', 'Status', 'Actions']);
    expect(await within(table).findByText('Call the client')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('No due date')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('2 tasks due today')).toBeInTheDocument();
  });

  it('keeps the filter in the URL and asks the server for it', async () => {
    const { calls, router } = setup('Agent');
    await screen.findByText('Call the client');
    await userEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(taskCalls(calls).some((c) => c.url.includes('filter=overdue'))).toBe(true));
    expect(router.state.location.search).toContain('filter=overdue');
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens at the filter of the URL', async () => {
    const { calls } = setup('Agent', { path: '/tasks?filter=today' });
    await screen.findByText('Call the client');
    expect(taskCalls(calls)[0]!.url).toContain('filter=today');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides + New Task from Agents and shows it to Supervisors', async () => {
    setup('Agent');
    await screen.findByText('Call the client');
    expect(screen.queryByRole('button', { name: '+ New Task' })).not.toBeInTheDocument();
  });

  it('asks a Supervisor to choose a team member, then creates the task', async () => {
    const { calls } = setup('Supervisor', {
      reply: ({ url, method }) =>
        url === '/api/tasks' && method === 'POST' ? { status: 201, body: makeTask({ notes: 'Follow up' }) } : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: '+ New Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('Please choose a team member')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.selectOptions(within(dialog).getByLabelText('Team member'), aya._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Task' })).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/tasks');
    expect(post?.body).toEqual({ dueDate: null, assignedTo: aya._id });
  });

  // The browser is in Dubai, the agency in Cairo (UTC+2 in December): 09:00 UTC is 11:00 there.
  it('shows a due time on the agency clock', async () => {
    setup('Agent', { tasks: [makeTask({ dueDate: '2026-12-03T09:00:00.000Z' })] });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const row = (await within(table).findByText('Call the client')).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Dec 3, 2026, 11:00 AM'));
  });

  it('sends a due time typed on the agency clock as its instant', async () => {
    const { calls } = setup('Supervisor', {
      reply: ({ url, method }) =>
        url === '/api/tasks' && method === 'POST' ? { status: 201, body: makeTask({ notes: 'Follow up' }) } : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: '+ New Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    fireEvent.change(within(dialog).getByLabelText('Due'), { target: { value: '2026-12-03T11:00' } });
    await userEvent.selectOptions(within(dialog).getByLabelText('Team member'), aya._id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/tasks')).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/tasks');
    expect(post?.body).toEqual({ dueDate: '2026-12-03T09:00:00.000Z', assignedTo: aya._id });
  });

  it('asks the CEO to choose a member', async () => {
    setup('CEO');
    await userEvent.click(await screen.findByRole('button', { name: '+ New Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('Please choose a member')).toBeInTheDocument();
  });

  it('lets the assignee mark a task Done; others see its status only', async () => {
    const { calls } = setup('Agent', {
      user: { _id: aya._id },
      reply: ({ url, method }) =>
        method === 'PUT' && url.startsWith('/api/tasks/') ? { body: makeTask({ state: 'Done' }) } : undefined,
    });
    const toggle = await screen.findByRole('checkbox', { name: 'Mark "Call the client" as done' });
    await userEvent.click(toggle);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ state: 'Done' });
  });

  it("shows the chosen state in the click's own render, before any answer", async () => {
    setup('Agent', { user: { _id: aya._id } });
    const toggle = await screen.findByRole('checkbox', { name: 'Mark "Call the client" as done' });
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(within(toggle.closest('label')!).getByText('Done')).toBeInTheDocument();
  });

  it('shows no toggle to someone who is not the assignee', async () => {
    setup('Manager');
    await screen.findByText('Call the client');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("marks an overdue task and its View Lead opens the lead's page", async () => {
    const lead = { _id: 'e'.repeat(24), hidden: false as const, name: 'Hala Client' };
    const { router } = setup('Manager', { tasks: [makeTask({ dueDate: '2020-01-01T09:00:00.000Z', leadId: lead })] });
    expect(await screen.findByText('Overdue', { selector: '.badge' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View lead Hala Client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leads/${lead._id}`));
  });

  it('says "Linked to a lead you cannot open" for a lead the caller may not open, with no View Lead', async () => {
    const hidden = { _id: 'e'.repeat(24), hidden: true as const };
    setup('Agent', { tasks: [makeTask({ leadId: hidden })] });
    expect(await screen.findByText('Linked to a lead you cannot open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^View lead/ })).not.toBeInTheDocument();
    // Link Lead still offers to unlink it, without naming it.
    await userEvent.click(screen.getByRole('button', { name: 'Link Lead to "Call the client"' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Linked now: a lead you cannot open')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
  });

  it('hides Delete from someone who neither created the task nor is CEO/Admin, and shows it to Admin', async () => {
    setup('Supervisor');
    await screen.findByText('Call the client');
    // Created by Mona, not by this Supervisor.
    expect(screen.queryByRole('button', { name: 'Delete task "Call the client"' })).not.toBeInTheDocument();
  });

  it('shows Delete to an Admin who did not create the task', async () => {
    setup('Admin');
    expect(await screen.findByRole('button', { name: 'Delete task "Call the client"' })).toBeInTheDocument();
  });

  it('deletes after the confirm when the caller created the task', async () => {
    const me = makeUser({ role: 'Supervisor' });
    const { calls } = setup('Supervisor', {
      user: { _id: me._id },
      tasks: [makeTask({ createdBy: { _id: me._id, name: 'Me' } })],
      reply: ({ method }) => (method === 'DELETE' ? { body: { ok: true } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete task "Call the client"' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the task "Call the client"? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows the error with a Retry that asks again', async () => {
    let fail = true;
    const { calls } = setup('Agent', {
      reply: ({ url, method }) =>
        method === 'GET' && url.startsWith('/api/tasks?') && fail ? { status: 500, body: {} } : undefined,
    });
    expect(await screen.findByText('Failed to load tasks')).toBeInTheDocument();
    // Not also "no tasks": nothing is known of them.
    expect(screen.queryByText('No tasks here yet.')).not.toBeInTheDocument();
    fail = false;
    const before = taskCalls(calls).length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading tasks' }));
    await waitFor(() => expect(taskCalls(calls).length).toBeGreaterThan(before));
    expect(await screen.findByText('Call the client')).toBeInTheDocument();
  });
});
