import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { registerOutbox, useOutboxMutation, type Keyed } from './outbox';

type Note = { text: string };

function setup(send: (variables: Note & Keyed) => Promise<string>) {
  const queryClient = new QueryClient();
  registerOutbox<Note & Keyed, string>(queryClient, 'note', { mutationFn: send });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useOutboxMutation<Note, string>('note'), { wrapper });
  return { queryClient, result };
}

describe('the outbox', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('keeps a change made offline without a spinner, and sends it once, with its key, when online', async () => {
    const send = vi.fn(async (v: Note & Keyed) => `saved ${v.text}`);
    const { queryClient, result } = setup(send);
    onlineManager.setOnline(false);

    let answer: string | undefined = 'unset';
    await act(async () => {
      answer = await result.current.mutateAsync({ text: 'called from the basement' });
    });
    expect(answer).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(false);
    expect(queryClient.getMutationCache().getAll()[0]!.state.isPaused).toBe(true);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ text: 'called from the basement' });
    expect(send.mock.calls[0]![0].idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('gives every change its own key, and keeps the key across its retries', async () => {
    const keys: string[] = [];
    let failures = 1;
    const send = vi.fn(async (v: Note & Keyed) => {
      keys.push(v.idempotencyKey);
      if (failures-- > 0) throw new TypeError('Failed to fetch'); // the signal dropped mid-request
      return 'ok';
    });
    const { result } = setup(send);
    await act(async () => {
      await result.current.mutateAsync({ text: 'first' });
    });
    await act(async () => {
      await result.current.mutateAsync({ text: 'second' });
    });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('frees the form when a change sent online gets no answer and the app goes offline; sends it when back', async () => {
    let attempts = 0;
    const send = vi.fn(async (v: Note & Keyed) => {
      if (attempts++ === 0) {
        onlineManager.setOnline(false); // what lib/offline/connectivity.ts does on a call with no answer
        throw new TypeError('Failed to fetch');
      }
      return `saved ${v.text}`;
    });
    const { queryClient, result } = setup(send);
    let answer: string | undefined = 'unset';
    await act(async () => {
      answer = await result.current.mutateAsync({ text: 'sent on one bar' });
    });
    expect(answer).toBeUndefined();
    const [mutation] = queryClient.getMutationCache().getAll();
    expect(mutation!.state.isPaused).toBe(true);
    // Nobody waits on it any more: a refusal later is the shell's to tell.
    expect(mutation!.state.variables).toMatchObject({ unattended: true });

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(mutation!.state.status).toBe('success'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].idempotencyKey).toBe(send.mock.calls[0]![0].idempotencyKey);
  });

  it('waits for the answer of a change queued online behind another one', async () => {
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async (v: Note & Keyed) => {
      if (v.text === 'first') await first;
      return `saved ${v.text}`;
    });
    const { result } = setup(send);
    let second: Promise<string | undefined>;
    act(() => {
      void result.current.mutateAsync({ text: 'first' });
      second = result.current.mutateAsync({ text: 'second' });
    });
    release();
    await act(async () => {
      await expect(second).resolves.toBe('saved second');
    });
  });
});
