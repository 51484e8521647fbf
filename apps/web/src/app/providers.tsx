import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { ToastProvider } from '../components/ui/toast';
import { AgencyTimeZoneProvider } from '../lib/agency-time-zone-provider';
import { ApiError } from '../lib/api-error';
import { sortSearchParams } from '../lib/url-query/sort-search-params';
import { canKeepOffline } from '../lib/offline/offline-store';
import { OFFLINE_MAX_AGE_MS, persistOptions, shouldKeepQuery } from '../lib/offline/query-persistence';
import { PersistedQueryProvider } from '../lib/offline/persisted-query-provider';
import { useSessionUser } from '../lib/use-session';
import { registerFeedback } from '../features/leads/api/add-lead-feedback';
import { registerLeadUpdates } from '../features/leads/api/update-lead';
import { registerTaskUpdates } from '../features/tasks/api/update-task';
import { directChangeDefaults, syncOnlineState } from '../lib/offline/outbox';
import { watchConnectivity } from '../lib/offline/connectivity';

let watching = false;
/** The app's one watch on requests that get no answer (a query client is made per signed-in person). */
function watchConnectivityOnce() {
  if (watching) return;
  watching = true;
  watchConnectivity();
}

/** Client errors (4xx) will not change on a retry; network and server errors get two more tries. */
const shouldRetry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

export function createQueryClient({ keptOffline = false }: { keptOffline?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      // A read kept for offline use must outlive the screen that made it (gcTime), or it is gone
      // from the copy minutes after the person leaves that screen.
      queries: { staleTime: 30_000, retry: shouldRetry, ...(keptOffline && { gcTime: OFFLINE_MAX_AGE_MS }) },
      mutations: directChangeDefaults,
    },
  });
  registerOutboxes(queryClient);
  if (keptOffline) watchConnectivityOnce();
  return queryClient;
}

/** The outbox's kinds of change (lib/offline/outbox.ts), registered before a kept copy with unsent ones is restored. */
export function registerOutboxes(queryClient: QueryClient) {
  syncOnlineState();
  registerLeadUpdates(queryClient);
  registerFeedback(queryClient);
  registerTaskUpdates(queryClient);
}

/** The query client; with `offlineFor`, what the person reads is kept on the device for them alone. */
function QueryProvider({
  client,
  offlineFor,
  children,
}: {
  client: QueryClient;
  offlineFor?: string;
  children: ReactNode;
}) {
  const options = useMemo(() => (offlineFor ? persistOptions(offlineFor) : null), [offlineFor]);
  if (!options) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistedQueryProvider
      client={client}
      persistOptions={options}
      onSuccess={() => {
        // Changes made without signal and kept on the device go out once the copy is back.
        void client.resumePausedMutations();
        // The copy shows at once but is never taken for fresh: every screen asks the server again
        // (a reload must show what changed meanwhile; offline, the asking waits for the network).
        void client.invalidateQueries({ predicate: shouldKeepQuery });
      }}
    >
      {children}
    </PersistedQueryProvider>
  );
}

export function AppProviders({
  children,
  queryClient: given,
  offlineFor,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The signed-in person whose reads are kept on the device (the app; tests keep nothing). */
  offlineFor?: string;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient({ keptOffline: Boolean(offlineFor) }));
  return (
    <QueryProvider client={queryClient} offlineFor={offlineFor}>
      <AgencyTimeZoneProvider>
        {/* List filters in the URL (lib/url-query); it reads the router that `children` renders. */}
        <NuqsAdapter processUrlSearchParams={sortSearchParams}>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </NuqsAdapter>
      </AgencyTimeZoneProvider>
    </QueryProvider>
  );
}

/** The signed-in part of the app, inside the providers (a lazy route: the sign-in page does without them). */
export function SignedInProviders() {
  const userId = useSessionUser()?._id;
  return (
    <AppProviders offlineFor={canKeepOffline ? userId : undefined}>
      <Outlet />
    </AppProviders>
  );
}
