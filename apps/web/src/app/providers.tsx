import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { ToastProvider } from '../components/ui/toast';
import { ApiError } from '../lib/api-error';
import { sortSearchParams } from '../lib/url-query/sort-search-params';

/** Client errors (4xx) will not change on a retry; network and server errors get two more tries. */
const shouldRetry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {/* List filters in the URL (lib/url-query); it reads the router that `children` renders. */}
      <NuqsAdapter processUrlSearchParams={sortSearchParams}>
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </NuqsAdapter>
    </QueryClientProvider>
  );
}

/** The signed-in part of the app, inside the providers (a lazy route: the sign-in page does without them). */
export function SignedInProviders() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
