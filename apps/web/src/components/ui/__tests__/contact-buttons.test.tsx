import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactButtons } from '../contact-buttons';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';

describe('ContactButtons (a lead’s WhatsApp and Call, wherever its phone shows)', () => {
  it('links WhatsApp to the international digits in a new tab and Call to tel:, and reports a followed link', async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    const onFollow = vi.fn();
    renderWithProviders(
      <ContactButtons phone="+201009998877" chatLabel="Chat with client" callLabel="Call client" onFollow={onFollow} />,
    );
    const chat = screen.getByRole('link', { name: 'Chat with client' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/201009998877');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Call client' })).toHaveAttribute('href', 'tel:+201009998877');
    await userEvent.click(screen.getByRole('link', { name: 'Call client' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
    // The primitive calls no API itself (a lead's page records the attempt through onContact).
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('tells onContact the channel of each link followed (the link still opens)', async () => {
    const onContact = vi.fn();
    renderWithProviders(
      <ContactButtons phone="+201009998877" chatLabel="WhatsApp" callLabel="Call" onContact={onContact} />,
    );
    const call = screen.getByRole('link', { name: 'Call' });
    call.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow tel:
    await userEvent.click(call);
    await userEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
    expect(onContact.mock.calls).toEqual([['call'], ['whatsapp']]);
  });

  it('alerts "No phone" from either button when the lead has none, reporting nothing', async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const onContact = vi.fn();
    renderWithProviders(<ContactButtons phone="" chatLabel="WhatsApp" callLabel="Call" onContact={onContact} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenCalledWith('No phone');
    expect(onContact).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
