import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../../test/fixtures';
import { mockFetch, type RecordedRequest } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render';
import { login } from '../../../../lib/session';
import { LeadInterests } from '../lead-interests';

const villa = { _id: 'c'.repeat(24), label: 'Villa', value: 'villa' };

function setup(reply: (r: RecordedRequest) => { status?: number; body?: unknown } | undefined = () => undefined) {
  login('tok', makeUser({ role: 'Admin' }));
  const fetch = mockFetch((r) => reply(r) ?? (r.method === 'GET' ? { body: [villa] } : { status: 404 }));
  renderWithProviders(<LeadInterests />);
  return fetch;
}

describe('Lead Interests', () => {
  it('needs a non-blank label before adding', async () => {
    const { calls } = setup();
    await screen.findByText('Villa');
    await userEvent.type(screen.getByLabelText('New interest label'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Label is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("falls back to 'Add failed (check permissions)'", async () => {
    setup((r) => (r.method === 'POST' ? { status: 403 } : undefined));
    await userEvent.type(await screen.findByLabelText('New interest label'), 'Sea View');
    expect(screen.getByText('Stored value: sea_view')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Interest' }));
    expect(await screen.findByText('Add failed (check permissions)')).toBeInTheDocument();
  });

  it('edits the label and value', async () => {
    const { calls } = setup((r) =>
      r.method === 'PUT' ? { body: { ...villa, label: 'Villas', value: 'villas' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lead interest' });
    await userEvent.type(within(dialog).getByLabelText('Label'), 's');
    await userEvent.type(within(dialog).getByLabelText('Value'), 's');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ label: 'Villas', value: 'villas' }),
    );
  });

  it.each([
    ['a blank label', 'Label', '   ', 'Label is required'],
    ['a value with a space', 'Value', 'sea view', 'Value may hold letters, digits, "-" and "_" only'],
    ['a value with a symbol', 'Value', 'villa!', 'Value may hold letters, digits, "-" and "_" only'],
  ])('refuses %s in the edit dialog, at its field', async (_, label, typed, message) => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lead interest' });
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, typed);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends an empty value as none (the server derives it) and shows a taken value at its field', async () => {
    const { calls } = setup((r) =>
      r.method === 'PUT'
        ? { status: 409, body: { message: 'This value is already used', code: 'LOOKUP_VALUE_TAKEN' } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lead interest' });
    await userEvent.clear(within(dialog).getByLabelText('Value'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ label: 'Villa' }));
    expect(within(dialog).getByLabelText('Value')).toHaveAccessibleDescription(
      /Leads keep their old value\. This value is already used$/,
    );
  });

  it('deletes after confirming', async () => {
    const { calls } = setup((r) => (r.method === 'DELETE' ? { body: { ok: true } } : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Villa' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/lookups/property-interest/${villa._id}`),
    );
  });
});
