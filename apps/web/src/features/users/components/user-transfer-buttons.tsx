import { USER_IMPORT_COLUMNS, type UserImportResult } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { ImportPreviewDialog } from '../../../components/ui/import-preview-dialog';
import { SpreadsheetPicker } from '../../../components/ui/spreadsheet-picker';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useImportFlow } from '../../../lib/use-import-flow';
import { useExportUsers } from '../api/export-users';
import { previewUserImport, useDownloadUserTemplate, useImportUsers } from '../api/import-users';
import { useT } from '../../../lib/i18n';

/** Import (.xlsx/.xls, checked in a preview first, answered with a per-row report), its template, and export (users.xlsx). */
export function UserTransferButtons({ onImported }: { onImported: (report: UserImportResult) => void }) {
  const { t } = useT();
  const importUsers = useImportUsers();
  const exportUsers = useExportUsers();
  const template = useDownloadUserTemplate();
  const toast = useToast();
  const flow = useImportFlow({
    table: USER_IMPORT_COLUMNS,
    preview: previewUserImport,
    run: importUsers.mutateAsync,
    onImported,
  });

  // The spec keeps export failures silent; a message the server gave is still worth showing.
  const onDownloadError = (err: Error) => {
    if (err instanceof ApiError && err.serverMessage) toast.error(errorMessage(err, err.serverMessage));
  };
  const handleExport = () => exportUsers.mutate(undefined, { onError: onDownloadError });
  const handleTemplate = () => template.mutate(flow.lang, { onError: onDownloadError });

  return (
    <>
      <SpreadsheetPicker inputLabel={t('users.spreadsheet')} loading={flow.busy !== null} onFile={flow.chooseFile}>
        {t('users.importXlsx')}
      </SpreadsheetPicker>
      <Button icon={<DownloadIcon size={18} />} loading={template.isPending} onClick={handleTemplate}>
        {t('common.importTemplate')}
      </Button>
      <Button icon={<DownloadIcon size={18} />} loading={exportUsers.isPending} onClick={handleExport}>
        {t('users.exportXlsx')}
      </Button>
      {flow.dialog && (
        <ImportPreviewDialog
          {...flow.dialog}
          onDownloadTemplate={handleTemplate}
          templateLoading={template.isPending}
        />
      )}
    </>
  );
}
