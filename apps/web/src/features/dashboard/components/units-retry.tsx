import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { DASHBOARD_ERROR } from './widget-error';

/** A units widget that could not load: the server's message or the spec's fallback, and its own Retry. */
export function UnitsRetry({ error, onRetry, className }: { error: unknown; onRetry: () => void; className?: string }) {
  const { t } = useT();
  return (
    <div className={['widget-error', className].filter(Boolean).join(' ')}>
      <ErrorText>{errorMessage(error, DASHBOARD_ERROR)}</ErrorText>
      <Button size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
