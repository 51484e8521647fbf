import {
  onlineManager,
  useMutation,
  useQueryClient,
  type MutateOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../api-error';
import { OFFLINE_MAX_AGE_MS } from './query-persistence';

/**
 * The outbox: changes a person makes on the go (feedback, a lead's status, interest or follow-up,
 * a task done) are TanStack mutations under this key. Without a network they pause, are kept on
 * the device with the cached reads (query-persistence.ts keeps paused mutations), and go out in
 * the order they were made when the network is back, even after the app was closed.
 */
export const OUTBOX_KEY = ['outbox'] as const;
export const outboxKey = (kind: string) => [...OUTBOX_KEY, kind] as const;

/** Every outbox change carries the key that lets the server apply it once, however often it is sent. */
export interface Keyed {
  idempotencyKey: string;
  /**
   * Sent with no screen waiting on it (kept offline, or resent from a conflict's choice): a
   * refusal is then told by the shell (outbox-notices.tsx), not by the form that made it.
   */
  unattended?: boolean;
}

/** A random key; crypto.randomUUID needs a secure context, which a LAN address (http://192.168…) is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A change the server answered (refused, or failed: the person sees why at once) is not tried
 * again; one that got no answer (the signal dropped mid-request) is, and while the browser is
 * offline TanStack holds the retry until it is back: nothing is dropped. The server still running
 * the first copy of the same change (its key) is asked again shortly for that copy's answer.
 */
const retryUnlessAnswered = (_failures: number, error: unknown) =>
  !(error instanceof ApiError) || error.code === 'IDEMPOTENCY_IN_PROGRESS';

/**
 * TanStack assumes "online" until an event says otherwise. A page opened with no network says so
 * before the device's copy is restored: its unsent changes then wait for the network instead of
 * failing into a growing retry delay. (Called where the query client is made, and by useOnline.)
 */
export function syncOnlineState() {
  if (typeof navigator !== 'undefined' && 'onLine' in navigator) onlineManager.setOnline(navigator.onLine);
}

/**
 * Every other change: offline it is sent anyway and refused at once (NoConnectionError says it
 * needs a connection) instead of pausing behind a spinner until the network returns, to go out
 * then even when the person had given up on it (a cancelled Add Lead was created that way).
 */
export const directChangeDefaults = { retry: false, networkMode: 'always' } as const;

/** The settings every outbox change shares: one at a time in order, retried until answered, kept for days. */
export const outboxDefaults = {
  scope: { id: 'outbox' },
  // Offline they pause and wait (the app's other changes are refused at once instead).
  networkMode: 'online',
  retry: retryUnlessAnswered,
  // Short: a retry asleep when the network comes back only goes out when its delay ends.
  retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, 5_000),
  gcTime: OFFLINE_MAX_AGE_MS,
} as const;

/** Registers one kind of outbox change; the app does it for each before the device's copy is restored. */
export function registerOutbox<TVariables extends Keyed, TData>(
  queryClient: QueryClient,
  kind: string,
  options: {
    mutationFn: (variables: TVariables) => Promise<TData>;
    onMutate?: (variables: TVariables) => Promise<unknown> | unknown;
    onSuccess?: (data: TData, variables: TVariables) => Promise<unknown> | unknown;
    onError?: (error: Error, variables: TVariables, context: unknown) => Promise<unknown> | unknown;
    onSettled?: () => Promise<unknown> | unknown;
  },
) {
  queryClient.setMutationDefaults(outboxKey(kind), {
    ...outboxDefaults,
    mutationFn: options.mutationFn as (variables: unknown) => Promise<unknown>,
    onMutate: options.onMutate as (variables: unknown) => Promise<unknown>,
    onSuccess: options.onSuccess as (data: unknown, variables: unknown) => Promise<unknown>,
    onError: options.onError as (error: Error, variables: unknown, context: unknown) => Promise<unknown>,
    onSettled: options.onSettled,
  });
}

/**
 * The server's answer to a change sent online, or `undefined` once the change pauses instead (its
 * request got no answer and the app went offline, lib/offline/connectivity.ts): it is then kept on
 * the device like one made offline, and from then on nobody on screen waits for it, so a later
 * refusal is told by the shell (the `unattended` mark, set on the variables the mutation holds).
 */
function answerOrKept<TData>(queryClient: QueryClient, variables: Keyed, sending: Promise<TData>) {
  return new Promise<TData | undefined>((resolve, reject) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(({ mutation }) => {
      // Paused offline; a change queued behind another one (the outbox's scope) is paused too, online.
      if (mutation?.state.variables !== variables || !mutation.state.isPaused || onlineManager.isOnline()) return;
      unsubscribe();
      variables.unattended = true;
      resolve(undefined);
    });
    sending.then(
      (data) => {
        unsubscribe();
        resolve(data);
      },
      (error: unknown) => {
        unsubscribe();
        reject(error);
      },
    );
  });
}

/**
 * A screen's handle on one kind of outbox change: `mutate(variables)` adds the idempotency key.
 * The work itself is the registered default (so a change kept on the device can go out after a reload).
 */
export function useOutboxMutation<TVariables, TData>(kind: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation<TData, Error, TVariables & Keyed>({ mutationKey: outboxKey(kind) });
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  const mutate = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, Error, TVariables & Keyed>) =>
      send({ ...variables, idempotencyKey: newIdempotencyKey() }, options),
    [send],
  );
  /**
   * Resolves with the server's answer; without a network at once with `undefined` (kept on the
   * device, to be sent): a form must not wait on a spinner for a signal that may come in an hour.
   */
  const mutateAsync = useCallback(
    async (
      variables: TVariables,
      options?: MutateOptions<TData, Error, TVariables & Keyed>,
    ): Promise<TData | undefined> => {
      const keyed: TVariables & Keyed = { ...variables, idempotencyKey: newIdempotencyKey() };
      if (!onlineManager.isOnline()) {
        send({ ...keyed, unattended: true }, options);
        return undefined;
      }
      return answerOrKept(queryClient, keyed, sendAsync(keyed, options));
    },
    [queryClient, send, sendAsync],
  );
  /** Sends a change nobody on screen waits for; its refusal is told by the shell. */
  const mutateUnattended = useCallback(
    (variables: TVariables) => send({ ...variables, idempotencyKey: newIdempotencyKey(), unattended: true }),
    [send],
  );
  // A change waiting for the network is not "saving": the form is free for the next one.
  return { ...mutation, isPending: mutation.isPending && !mutation.isPaused, mutate, mutateAsync, mutateUnattended };
}
