import { RouterProvider } from 'react-router-dom';
import { PwaUpdates } from './pwa/pwa-updates';
import type { AppRouter } from './router';

/** The providers (query client, URL state, toasts, confirm) are inside the router's signed-in part. */
export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <PwaUpdates />
    </>
  );
}
