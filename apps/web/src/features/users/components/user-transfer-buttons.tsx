import type { UserImportResult } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { SpreadsheetPicker } from '../../../components/ui/spreadsheet-picker';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useExportUsers } from '../api/export-users';
import { useImportUsers } from '../api/import-users';
import { useT } from '../../../lib/i18n';

/** Import (.xlsx/.xls, answered with a per-row report) and export (users.xlsx). */
export function UserTransferButtons({ onImported }: { onImported: (report: UserImportResult) => void }) {
  const { t } = useT();
  const importUsers = useImportUsers();
  const exportUsers = useExportUsers();
  const toast = useToast();

  const handleFile = (file: File) =>
    importUsers.mutate(file, {
      onSuccess: onImported,
      onError: (err) => toast.error(errorMessage(err, 'Import failed')),
    });

  const handleExport = () =>
    exportUsers.mutate(undefined, {
      // The spec keeps export failures silent; a message the server gave is still worth showing.
      onError: (err) => {
        if (err instanceof ApiError && err.serverMessage) toast.error(errorMessage(err, err.serverMessage));
      },
    });

  return (
    <>
      <SpreadsheetPicker inputLabel={t('users.spreadsheet')} loading={importUsers.isPending} onFile={handleFile}>
        {t('users.importXlsx')}
      </SpreadsheetPicker>
      <Button icon={<DownloadIcon size={18} />} loading={exportUsers.isPending} onClick={handleExport}>
        {t('users.exportXlsx')}
      </Button>
    </>
  );
}
