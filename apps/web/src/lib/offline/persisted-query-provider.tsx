import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * PersistQueryClientProvider (@tanstack/react-query-persist-client), but the end of the restore is
 * a transition. The copy's arrival re-renders every screen waiting on a query (skeletons become
 * rows); set from a promise, as the library does, that render is one task that does not yield
 * (measured: ~100 ms on this machine, ~400 ms at a phone's 4x slower CPU, on /leads). As a
 * transition React renders it in slices that leave input free between them.
 */
export function PersistedQueryProvider({
  client,
  persistOptions,
  onSuccess,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onSuccess: () => void;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess });
  const restoreStarted = useRef(false);
  useEffect(() => {
    latest.current = { persistOptions, onSuccess };
  });
  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess())
        // A copy that cannot be read is not shown: the screens ask the server, as with no copy.
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
