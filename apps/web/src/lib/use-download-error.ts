import { useToast } from '../components/ui/toast';
import { ApiError, errorMessage } from './api-error';

/** A failed download (an export, a template) stays silent, as the spec keeps export failures, unless the server said why. */
export function useDownloadError() {
  const toast = useToast();
  return (err: Error) => {
    if (err instanceof ApiError && err.serverMessage) toast.error(errorMessage(err, err.serverMessage));
  };
}
