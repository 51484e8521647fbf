import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPAIGN, FORM_KEY, formSource, metaSource, renderLeadSources } from './intake-test-kit';

const row = async (name: string) =>
  (
    await within(await screen.findByRole('table', { name: 'Sources' })).findByText(name, { selector: 'strong' })
  ).closest('tr')!;

describe('the Lead sources screen', () => {
  it('lists each source with its kind, campaign, team, state, deliveries and connection', async () => {
    renderLeadSources();
    const form = within(await row('Landing page'));
    expect(form.getByText('Website form')).toBeInTheDocument();
    expect(form.getByText('Spring launch')).toBeInTheDocument();
    expect(form.getByText('Receiving')).toBeInTheDocument();
    expect(form.getByText('12 deliveries')).toBeInTheDocument();
    expect(form.getByText(/^Last: /)).toBeInTheDocument();
    const page = within(await row('Agency page'));
    expect(page.getByText('Facebook page')).toBeInTheDocument();
    expect(page.getByText('North team')).toBeInTheDocument();
    expect(page.getByText('Paused')).toBeInTheDocument();
    expect(page.getByText('None yet')).toBeInTheDocument();
    expect(page.getByText('Token kept')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Resume Agency page' })).toBeInTheDocument();
  });

  it('says at once when Meta refused a page token, with Replace token', async () => {
    const refused = metaSource({ tokenProblem: { at: '2026-03-01T10:00:00.000Z', message: 'Session has expired' } });
    const { calls } = renderLeadSources({ sources: [refused] });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      /Meta refused this page’s token on .+: Session has expired\. Paste a new page token\./,
    );
    expect(within(await row('Agency page')).getByText('Token refused')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Replace the token of Agency page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New page token for Agency page' });
    const token = within(dialog).getByLabelText('Page access token');
    expect(token).toHaveAttribute('type', 'password');
    await userEvent.type(token, 'EAAnewtoken0123456789abcdef');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace token' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ pageAccessToken: 'EAAnewtoken0123456789abcdef' }),
    );
  });

  it('adds a website form: a name is required, then it posts and shows how to connect it', async () => {
    const created = formSource({ _id: 'f'.repeat(24), name: 'Contact us', key: 'newKey123' });
    let added = false;
    const { calls } = renderLeadSources({
      reply: (r) => {
        if (r.url !== '/api/intake/sources') return undefined;
        if (r.method === 'POST') added = true;
        return r.method === 'POST' ? { status: 201, body: created } : { body: added ? [created] : [] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add website form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a website form' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Contact us');
    await userEvent.selectOptions(within(dialog).getByLabelText('Campaign'), CAMPAIGN.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        kind: 'form',
        name: 'Contact us',
        campaignId: CAMPAIGN._id,
        teamId: null,
      }),
    );
    const setUp = await screen.findByRole('dialog', { name: 'Set up Contact us' });
    expect(within(setUp).getByLabelText('Form endpoint')).toHaveValue(
      `${window.location.origin}/api/intake/forms/newKey123`,
    );
  });

  it('adds a Facebook page with its id and token, and never shows the token back', async () => {
    const token = 'EAAsecretPageToken0123456789';
    const { calls } = renderLeadSources({
      reply: (r) =>
        r.method === 'POST' && r.url === '/api/intake/sources'
          ? {
              status: 201,
              body: metaSource({ _id: 'e'.repeat(24), name: 'Second page', pageId: '987654321', paused: false }),
            }
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Facebook page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Facebook page' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Second page');
    await userEvent.type(within(dialog).getByLabelText('Facebook page id'), 'my-page');
    const tokenField = within(dialog).getByLabelText('Page access token');
    expect(tokenField).toHaveAttribute('type', 'password');
    await userEvent.type(tokenField, token);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter the Facebook page id (digits only)')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Facebook page id'));
    await userEvent.type(within(dialog).getByLabelText('Facebook page id'), '987654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      kind: 'meta',
      pageId: '987654321',
      pageAccessToken: token,
    });
    expect(document.body.innerHTML).not.toContain(token);
  });

  it("shows a form's absolute endpoint and an HTML form posting to it, with the honeypot, to copy", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderLeadSources();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up Landing page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up Landing page' });
    const endpoint = `${window.location.origin}/api/intake/forms/${FORM_KEY}`;
    expect(within(dialog).getByLabelText('Form endpoint')).toHaveValue(endpoint);
    const snippet = (within(dialog).getByLabelText('HTML form') as HTMLTextAreaElement).value;
    expect(snippet).toContain(`<form method="post" action="${endpoint}">`);
    expect(snippet).toMatch(/<input name="website"[^>]*style="position:absolute;left:-9999px"/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the endpoint' }));
    expect(writeText).toHaveBeenCalledWith(endpoint);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the HTML form' }));
    expect(writeText).toHaveBeenLastCalledWith(snippet);
  });

  it("shows a Facebook page's webhook address", async () => {
    renderLeadSources();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up Agency page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up Agency page' });
    expect(within(dialog).getByLabelText('Webhook address')).toHaveValue(`${window.location.origin}/api/intake/meta`);
  });

  it('rotates a key only after a confirmation saying the old key stops at once', async () => {
    let key = FORM_KEY;
    const { calls } = renderLeadSources({
      reply: (r) => {
        if (r.method === 'PATCH') key = 'rotatedKey999';
        if (r.method === 'PATCH' || r.url === '/api/intake/sources') {
          const body = formSource({ key });
          return { body: r.method === 'PATCH' ? body : [body] };
        }
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up Landing page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the key of Landing page?' });
    expect(confirm).toHaveTextContent('The old key stops working at once');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ rotateKey: true }));
    expect(await screen.findByLabelText('Form endpoint')).toHaveValue(
      `${window.location.origin}/api/intake/forms/rotatedKey999`,
    );
  });

  it('edits, pauses and deletes (after a confirmation) a source', async () => {
    const { calls } = renderLeadSources({
      reply: (r) =>
        r.method === 'PATCH'
          ? { body: formSource({ ...(r.body as object), paused: true }) }
          : r.method === 'DELETE'
            ? { status: 204 }
            : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Landing page' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ paused: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Landing page' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Landing page' });
    expect(within(edit).getByLabelText('Campaign')).toHaveValue(CAMPAIGN._id);
    await userEvent.selectOptions(within(edit).getByLabelText('Campaign'), '');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')[1]?.body).toEqual({
        name: 'Landing page',
        campaignId: null,
        teamId: null,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Agency page' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Agency page?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/intake/sources/${'b'.repeat(24)}`),
    );
  });

  it('shows an error with Retry when the sources cannot load', async () => {
    renderLeadSources({ reply: (r) => (r.url === '/api/intake/sources' ? { status: 500, body: {} } : undefined) });
    expect(await screen.findByText('Failed to load lead sources')).toBeInTheDocument();
  });

  it('gives an Agent the no-access page and no sidebar item', async () => {
    const { calls } = renderLeadSources({ role: 'Agent' });
    expect(await screen.findByText('Your role does not include this page.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lead sources' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/intake'))).toBe(false);
  });
});
