import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { ErrorText } from '../../../components/ui/error-text';
import { DownloadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useDownloadLatestBackup } from '../api/download-backup';
import { useBackupStatus } from '../api/get-backup-status';
import { backupSize } from '../model/backup-size';

/**
 * The CEO's view of the backups: the schedule, the last backup's time and size with its download,
 * and what needs their attention (the last one failed, or none succeeded for 36 hours).
 */
export function BackupsCard() {
  const { t } = useT();
  const fmt = useFormat();
  const toast = useToast();
  const status = useBackupStatus();
  const download = useDownloadLatestBackup();

  if (status.isError)
    return (
      <Card title={t('backups.title')}>
        <ErrorState error={status.error} fallback={t('backups.loadFailed')} onRetry={() => void status.refetch()} />
      </Card>
    );
  const data = status.data;
  if (!data) return <Card title={t('backups.title')}>{null}</Card>;

  const last = data.lastBackup;
  const size = last ? backupSize(last.size) : null;
  const handleDownload = () => {
    if (!last) return;
    download.mutate(last.fileName, {
      onError: (err) => toast.error(errorMessage(err, t('backups.downloadFailed'))),
    });
  };
  return (
    <Card
      title={t('backups.title')}
      description={t('backups.schedule', { time: data.dailyAt, keep: fmt.number(data.keep) })}
      actions={
        last && (
          <Button icon={<DownloadIcon size={16} />} loading={download.isPending} onClick={handleDownload}>
            {t('backups.download')}
          </Button>
        )
      }
    >
      {last && size ? (
        <p>
          {t('backups.last', {
            when: fmt.dateTime(last.at),
            size: t(`backups.${size.unit}`, { formatted: fmt.number(size.value) }),
          })}
        </p>
      ) : (
        <p className="muted">{t('backups.none')}</p>
      )}
      {data.lastFailure && (
        <ErrorText>
          {t('backups.failed', { when: fmt.dateTime(data.lastFailure.at), message: data.lastFailure.message })}
        </ErrorText>
      )}
      {data.overdue && <ErrorText>{t('backups.overdue')}</ErrorText>}
    </Card>
  );
}
