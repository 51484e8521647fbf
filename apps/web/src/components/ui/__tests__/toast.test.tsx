import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastOptions } from '../toast';

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <button onClick={() => toast.show(message, options)}>show</button>;
}

const renderToast = (message: string, options?: ToastOptions) =>
  render(
    <ToastProvider>
      <Trigger message={message} options={options} />
    </ToastProvider>,
  );

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays 3.2 seconds by default', () => {
    renderToast('User deleted');
    fireEvent.click(screen.getByText('show'));
    expect(screen.getByText('User deleted')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3199));
    expect(screen.getByText('User deleted')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('User deleted')).not.toBeInTheDocument();
  });

  it('honours a custom duration and runs its click action once', () => {
    const onClick = vi.fn();
    renderToast('Lead deleted. Click to undo.', { duration: 4000, onClick });
    fireEvent.click(screen.getByText('show'));

    act(() => vi.advanceTimersByTime(3500));
    fireEvent.click(screen.getByRole('button', { name: 'Lead deleted. Click to undo.' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Lead deleted. Click to undo.')).not.toBeInTheDocument();
  });

  it('removes a 4-second toast after 4 seconds, not before', () => {
    renderToast('Undo me', { duration: 4000 });
    fireEvent.click(screen.getByText('show'));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Undo me')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Undo me')).not.toBeInTheDocument();
  });
});
