import type { ImportResult } from '@crm/contracts';
import { SpreadsheetPicker } from '../../../components/ui/spreadsheet-picker';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useImportLeads } from '../api/import-leads';
import { useT } from '../../../lib/i18n';

/** "Import": an .xlsx/.xls sheet, answered with a per-row report. */
export function LeadImportButton({ onImported }: { onImported: (report: ImportResult) => void }) {
  const importLeads = useImportLeads();
  const { t } = useT();
  const toast = useToast();
  const handleFile = (file: File) =>
    importLeads.mutate(file, {
      onSuccess: onImported,
      onError: (err) => toast.error(errorMessage(err, 'Import failed')),
    });
  return (
    <SpreadsheetPicker inputLabel={t('leads.spreadsheet')} loading={importLeads.isPending} onFile={handleFile}>
      {t('leads.import')}
    </SpreadsheetPicker>
  );
}
