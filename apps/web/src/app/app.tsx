import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/** The providers (query client, URL state, toasts, confirm) are inside the router's signed-in part. */
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
