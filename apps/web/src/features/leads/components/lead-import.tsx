import { LEAD_IMPORT_COLUMNS, type ImportResult } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { ImportPreviewDialog } from '../../../components/ui/import-preview-dialog';
import { SpreadsheetPicker } from '../../../components/ui/spreadsheet-picker';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useImportFlow } from '../../../lib/use-import-flow';
import { previewLeadImport, useDownloadLeadTemplate, useImportLeads } from '../api/import-leads';
import { useT } from '../../../lib/i18n';

/** "Import": an .xlsx/.xls sheet, checked in a preview first, answered with a per-row report. */
export function LeadImportButton({ onImported }: { onImported: (report: ImportResult) => void }) {
  const { t } = useT();
  const toast = useToast();
  const importLeads = useImportLeads();
  const template = useDownloadLeadTemplate();
  const flow = useImportFlow({
    table: LEAD_IMPORT_COLUMNS,
    preview: previewLeadImport,
    run: importLeads.mutateAsync,
    onImported,
  });
  // As the exports: a failed download stays silent unless the server said why.
  const handleTemplate = () =>
    template.mutate(flow.lang, {
      onError: (err) => {
        if (err instanceof ApiError && err.serverMessage) toast.error(errorMessage(err, err.serverMessage));
      },
    });
  return (
    <>
      <SpreadsheetPicker inputLabel={t('leads.spreadsheet')} loading={flow.busy !== null} onFile={flow.chooseFile}>
        {t('leads.import')}
      </SpreadsheetPicker>
      <Button icon={<DownloadIcon size={16} />} loading={template.isPending} onClick={handleTemplate}>
        {t('common.importTemplate')}
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
