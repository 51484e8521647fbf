import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@crm/contracts';
import { makeComment, makeLead, setupLeads, stamp } from './lead-test-kit';
import { makeUnit, unitFeatures } from '../../../../test/fixtures';
import type { RecordedRequest } from '../../../../test/mock-fetch';

const unit = makeUnit({
  _id: '9'.repeat(24),
  title: 'Garden villa in Maadi',
  price: 5_000_000,
  area: 250,
  pricePerMeter: 20_000,
  propertyType: 'villa',
  bedrooms: 4,
  bathrooms: 3,
  parking: 1,
  features: unitFeatures('garden', 'kitchen', 'security'),
  ...stamp,
});

type Reply = { status?: number; body?: unknown } | undefined;

/** Opens /leads/:id for an Agent; the lead, its feedback, tasks and fitting units are answered here. */
function openLeadPage(lead: Lead | null, reply?: (r: RecordedRequest) => Reply) {
  const id = lead?._id ?? 'f'.repeat(24);
  return setupLeads('Agent', {
    path: `/leads/${id}`,
    reply: (r) => {
      const custom = reply?.(r);
      if (custom) return custom;
      if (r.url === '/api/settings') return { body: { timeZone: 'Africa/Cairo', defaultCountry: 'EG' } };
      if (r.method === 'GET' && r.url === `/api/leads/${id}`)
        return lead ? { body: lead } : { status: 404, body: { message: 'Lead not found', code: 'LEAD_NOT_FOUND' } };
      if (r.url.startsWith(`/api/comments/lead/${id}`))
        return { body: [makeComment({ leadId: id, content: 'Wants a garden' })] };
      if (r.url.startsWith('/api/tasks?'))
        return {
          body: {
            items: [
              {
                _id: '8'.repeat(24),
                notes: 'Send the brochure',
                state: 'Open',
                dueDate: null,
                assignedTo: { _id: 'c'.repeat(24), name: 'Aya Agent' },
                createdBy: null,
                leadId: { _id: id, hidden: false, name: lead?.name ?? '' },
                createdAt: stamp.createdAt,
              },
            ],
            total: 1,
            page: 1,
            limit: 50,
          },
        };
      if (r.url.startsWith(`/api/resale-units/for-lead/${id}/inquiries`))
        return {
          body: {
            items: [{ ...unit, _id: '7'.repeat(24), title: 'Asked-about flat', status: 'sold' }],
            total: 1,
            page: 1,
            limit: 10,
          },
        };
      if (r.url.startsWith(`/api/resale-units/for-lead/${id}`))
        return { body: { items: [unit], total: 1, page: 1, limit: 10 } };
      return undefined;
    },
  });
}

describe('Lead page', () => {
  it('shows the lead: phone in national form with WhatsApp and Call, its facts, feedback, tasks, units asked about and units that fit', async () => {
    const lead = makeLead({
      name: 'Sara Client',
      phone: '+201001234567',
      budget: 6_000_000,
      campaignId: { _id: 'b'.repeat(24), name: 'Spring Launch' },
    });
    openLeadPage(lead);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sara Client' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(await contact.findByText('010 01234567')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Chat with client' })).toHaveAttribute(
      'href',
      expect.stringContaining('201001234567'),
    );
    expect(contact.getByRole('link', { name: 'Call client' })).toHaveAttribute('href', 'tel:+201001234567');
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByRole('combobox', { name: 'Status of Sara Client' })).toHaveValue('New');
    expect(details.getByRole('combobox', { name: 'Interest of Sara Client' })).toHaveValue('villa');
    expect(details.getByText('Spring Launch')).toBeInTheDocument();
    expect(details.getByText('North')).toBeInTheDocument();
    expect(details.getByText('EGP 6,000,000')).toBeInTheDocument();
    expect(await screen.findByText('Wants a garden')).toBeInTheDocument();
    const tasks = within(screen.getByRole('region', { name: 'Tasks' }));
    expect(await tasks.findByText('Send the brochure')).toBeInTheDocument();
    const units = within(screen.getByRole('region', { name: 'Units that fit' }));
    expect(await units.findByRole('link', { name: 'Garden villa in Maadi' })).toHaveAttribute(
      'href',
      `/resale-units/${unit._id}`,
    );
    expect(units.getByText('1 unit fits')).toBeInTheDocument();
    const asked = within(screen.getByRole('region', { name: 'Units asked about' }));
    expect(await asked.findByRole('link', { name: 'Asked-about flat' })).toHaveAttribute(
      'href',
      `/resale-units/${'7'.repeat(24)}`,
    );
    expect(asked.getByText('Sold')).toBeInTheDocument();
  });

  it('says why lead routing gave the lead to its assignee, beside the assignee', async () => {
    const lead = makeLead({
      name: 'Routed Client',
      assignedTo: { _id: 'c'.repeat(24), name: 'Aya Agent' },
      routing: { rule: 'Website leads', reason: 'rule Website leads; skipped Omar: away' },
    });
    openLeadPage(lead);
    const details = within(await screen.findByRole('region', { name: 'Details' }, { timeout: 5000 }));
    expect(await details.findByText('Routed: rule Website leads; skipped Omar: away')).toBeInTheDocument();
    expect(details.getByText('Routed: rule Website leads; skipped Omar: away').closest('dd')).toHaveTextContent(
      /^Aya Agent/,
    );
  });

  it('shows no routing note for a lead routing did not place', async () => {
    openLeadPage(makeLead({ name: 'Hand Client', routing: null }));
    await screen.findByRole('heading', { level: 1, name: 'Hand Client' }, { timeout: 5000 });
    expect(screen.queryByText(/^Routed:/)).not.toBeInTheDocument();
  });

  it('says "Lead not found" for a lead the caller may not see', async () => {
    openLeadPage(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lead not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('shows a failed load with a Retry that asks again', async () => {
    const lead = makeLead({ name: 'Flaky' });
    let fail = true;
    const { calls } = openLeadPage(lead, (r) =>
      r.method === 'GET' && r.url === `/api/leads/${lead._id}` && fail
        ? { status: 500, body: { message: 'Boom' } }
        : undefined,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flaky' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `/api/leads/${lead._id}`).length).toBeGreaterThan(1);
  });

  it('changes the status through the API, as the table does', async () => {
    const lead = makeLead({ name: 'Mover' });
    const { calls } = openLeadPage(lead, (r) => {
      if (r.method !== 'PUT') return undefined;
      lead.status = 'Won';
      return { body: { ...lead } };
    });
    const select = await screen.findByRole('combobox', { name: 'Status of Mover' }, { timeout: 5000 });
    await userEvent.selectOptions(select, 'Won');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: `/api/leads/${lead._id}`,
        body: { status: 'Won' },
      }),
    );
    await waitFor(() => expect(select).toHaveValue('Won'));
  });
});

describe('Leads table: the name opens the lead page', () => {
  it('links each name to /leads/:id', async () => {
    const lead = makeLead({ name: 'Linked Name' });
    setupLeads('Agent', { leads: [lead] });
    expect(await screen.findByRole('link', { name: 'Linked Name' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/leads/${lead._id}`,
    );
  });
});
