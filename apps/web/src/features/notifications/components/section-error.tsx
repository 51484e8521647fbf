import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { errorMessage } from '../../../lib/api-error';
import { NOTIFICATIONS_ERROR } from './contact-buttons';
import { useT } from '../../../lib/i18n';

/** The spec's fallback (or the server's message) and a retry. */
export function SectionError({ error, onRetry, retryFor }: { error: unknown; onRetry: () => void; retryFor: string }) {
  const { t } = useT();
  return (
    <div className="section-error">
      <ErrorText>{errorMessage(error, NOTIFICATIONS_ERROR)}</ErrorText>
      <Button size="sm" aria-label={t('notifications.retryFor', { what: retryFor })} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
