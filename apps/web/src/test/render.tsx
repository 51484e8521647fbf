import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, registerOutboxes } from '../app/providers';
import { directChangeDefaults } from '../lib/offline/outbox';

export function testQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: directChangeDefaults },
  });
  registerOutboxes(queryClient);
  return queryClient;
}

/** Renders routes in a memory router inside the app's providers. */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...utils };
}

/** Renders one element at `path` (with a catch-all so links have somewhere to go). */
export const renderWithProviders = (element: ReactNode, options?: { path?: string }) =>
  renderRoutes([{ path: '*', element }], options);
