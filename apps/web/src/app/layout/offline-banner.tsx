import { useMutationState } from '@tanstack/react-query';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/i18n/format';
import { OUTBOX_KEY } from '../../lib/offline/outbox';
import { useLastSyncedAt, useOnline } from '../../lib/offline/use-online';

/**
 * Says the screen shows the device's copy while there is no network, since when, and how many
 * changes wait to be sent; also shown online while changes are still going out.
 */
export function OfflineBanner() {
  const { t } = useT();
  const fmt = useFormat();
  const online = useOnline();
  const syncedAt = useLastSyncedAt();
  const waiting = useMutationState({ filters: { mutationKey: OUTBOX_KEY, status: 'pending' } }).length;
  if (online && waiting === 0) return null;
  return (
    <div className="offline-banner" role="status">
      {!online &&
        (syncedAt ? t('offline.showingSynced', { time: fmt.time(new Date(syncedAt)) }) : t('offline.nothingSynced'))}
      {waiting > 0 && <span className="offline-banner__waiting">{t('offline.waiting', { count: waiting })}</span>}
    </div>
  );
}
