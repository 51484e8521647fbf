import { Button } from './button';
import { ErrorText } from './error-text';
import { errorMessage } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import './feedback.css';

interface ErrorStateProps {
  error: unknown;
  /** The spec's text when the server sends no message ("Failed to load leads"). */
  fallback: string;
  onRetry: () => void;
  /** Names what Retry loads again, for screen readers ("Retry loading leads"). */
  retryLabel?: string;
}

/** A list or section that could not load: the server's message (or the fallback) and Retry. */
export function ErrorState({ error, fallback, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useT();
  return (
    <div className="error-state">
      <ErrorText>{errorMessage(error, fallback)}</ErrorText>
      <Button size="sm" onClick={onRetry} aria-label={retryLabel}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
