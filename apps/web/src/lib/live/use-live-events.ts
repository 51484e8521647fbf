import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenRequestsGo } from '../api-fetch';
import { invalidateKeys, queryRoots } from '../query-keys';
import { getToken } from '../session';
import type { ServerSentEvent } from './event-stream-parser';
import { holdLiveStream } from './hold-live-stream';
import { setLiveStreamOpen } from './live-stream-state';

/** What each live event makes stale: the stream names ids only, the screens refetch what they show. */
export const STALE_AFTER: Record<string, readonly QueryKey[]> = {
  'lead.assigned': [queryRoots.leads],
  notification: [queryRoots.notifications],
  'chat.message': [queryRoots.chats],
  'task.due': [queryRoots.tasks],
};

export const keysMadeStaleBy = (event: ServerSentEvent): readonly QueryKey[] => STALE_AFTER[event.event] ?? [];

/** Holds the signed-in person's live stream while `userId` is signed in (the app shell). */
export function useLiveEvents(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A driven browser (Playwright's and Lighthouse's runs) waits for the network to go quiet, which a
    // held stream never lets happen: it is served by the polling fallback, as any browser without a stream.
    if (typeof navigator !== 'undefined' && navigator.webdriver) return;
    const hold = holdLiveStream({
      token: getToken,
      whenRequestsGo,
      onOpenChange: setLiveStreamOpen,
      onEvent: (event) => void invalidateKeys(queryClient, keysMadeStaleBy(event)),
    });
    return hold.stop;
  }, [queryClient, userId]);
}
