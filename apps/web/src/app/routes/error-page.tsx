import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '../error-fallback';
import { NotFoundPage } from './not-found';

/** The router's errorElement: a thrown 404 reads as "Page Not Found", anything else as the generic error. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback />;
}
