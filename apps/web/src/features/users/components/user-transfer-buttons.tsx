import type { UserImportResult } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { ImportControls } from '../../../components/ui/import-controls';
import { useDownloadError } from '../../../lib/use-download-error';
import { useImportControls } from '../../../lib/use-import-controls';
import { useExportUsers } from '../api/export-users';
import { USER_IMPORT, useImportUsers } from '../api/import-users';
import { useT } from '../../../lib/i18n';

/** Import (.xlsx/.xls or CSV/TSV, checked in a preview first, answered with a per-row report), its template, and export (users.xlsx). */
export function UserTransferButtons({ onImported }: { onImported: (report: UserImportResult) => void }) {
  const { t } = useT();
  const exportUsers = useExportUsers();
  const onDownloadError = useDownloadError();
  const controls = useImportControls(USER_IMPORT, useImportUsers(), onImported);
  return (
    <>
      <ImportControls inputLabel={t('users.spreadsheet')} {...controls}>
        {t('users.importXlsx')}
      </ImportControls>
      <Button
        icon={<DownloadIcon size={16} />}
        loading={exportUsers.isPending}
        onClick={() => exportUsers.mutate(undefined, { onError: onDownloadError })}
      >
        {t('users.exportXlsx')}
      </Button>
    </>
  );
}
