import { ErrorState } from '../../../components/ui/error-state';
import { NOTIFICATIONS_ERROR } from './contact-buttons';
import { useT } from '../../../lib/i18n';

/** The spec's fallback (or the server's message) and a retry naming the section. */
export function SectionError({ error, onRetry, retryFor }: { error: unknown; onRetry: () => void; retryFor: string }) {
  const { t } = useT();
  return (
    <ErrorState
      error={error}
      fallback={NOTIFICATIONS_ERROR}
      onRetry={onRetry}
      retryLabel={t('notifications.retryFor', { what: retryFor })}
    />
  );
}
