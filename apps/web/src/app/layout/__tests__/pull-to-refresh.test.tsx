import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PullToRefresh } from '../pull-indicator';

function Screen({ read }: { read: () => Promise<string> }) {
  useQuery({ queryKey: ['leads', 'list'], queryFn: read });
  return <PullToRefresh enabled />;
}

/** The screen, once it has read its data the first time; `read` counts its reads. */
async function renderScreen() {
  const read = vi.fn(async () => 'page');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Screen read={read} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
  return read;
}

const pull = (from: number, to: number) => {
  fireEvent.touchStart(window, { touches: [{ clientY: from }] });
  fireEvent.touchMove(window, { touches: [{ clientY: to }] });
};

describe('pull to refresh on a phone', () => {
  it('asks the server again for what is on screen after a long enough pull from the top', async () => {
    const read = await renderScreen();

    act(() => pull(100, 150)); // 25 px after resistance: not enough
    expect(screen.getByRole('status')).toHaveTextContent('Pull to refresh');
    act(() => void fireEvent.touchEnd(window));
    expect(read).toHaveBeenCalledTimes(1);

    act(() => pull(100, 300)); // 100 px
    expect(screen.getByRole('status')).toHaveTextContent('Release to refresh');
    act(() => void fireEvent.touchEnd(window));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });

  it('does nothing when the page is scrolled down', async () => {
    const read = await renderScreen();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    act(() => pull(100, 400));
    act(() => void fireEvent.touchEnd(window));
    expect(read).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
