import type { ImportBatch } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useDownloadError } from '../../../lib/use-download-error';
import { useDownloadRejectedRows } from '../../../shared-api/imports';

/** "Download rejected rows" of an import: an .xlsx of them as they were, with why, to fix and import again. */
export function DownloadRejectedButton({ batch }: { batch: Pick<ImportBatch, '_id' | 'fileName' | 'kind'> }) {
  const { t } = useT();
  const download = useDownloadRejectedRows();
  const onError = useDownloadError();
  return (
    <Button
      size="sm"
      loading={download.isPending}
      aria-label={t('imports.downloadRejectedFor', { file: batch.fileName || t(`imports.kinds.${batch.kind}`) })}
      onClick={() => download.mutate({ batchId: batch._id, fileName: batch.fileName }, { onError })}
    >
      {t('imports.downloadRejected')}
    </Button>
  );
}
