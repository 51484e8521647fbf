import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactButtons } from '../contact-buttons';

describe('ContactButtons (a lead’s WhatsApp and Call, wherever its phone shows)', () => {
  it('links WhatsApp to the international digits in a new tab and Call to tel:, and reports a followed link', async () => {
    const onFollow = vi.fn();
    render(
      <ContactButtons phone="+201009998877" chatLabel="Chat with client" callLabel="Call client" onFollow={onFollow} />,
    );
    const chat = screen.getByRole('link', { name: 'Chat with client' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/201009998877');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Call client' })).toHaveAttribute('href', 'tel:+201009998877');
    await userEvent.click(screen.getByRole('link', { name: 'Call client' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('alerts "No phone" from either button when the lead has none', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<ContactButtons phone="" chatLabel="WhatsApp" callLabel="Call" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenCalledWith('No phone');
  });
});
