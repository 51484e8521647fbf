import type { ImportResult } from '@crm/contracts';
import { ImportControls } from '../../../components/ui/import-controls';
import { useImportControls } from '../../../lib/use-import-controls';
import { LEAD_IMPORT, useImportLeads } from '../api/import-leads';
import { useT } from '../../../lib/i18n';

/** "Import": an .xlsx/.xls sheet or a CSV/TSV, checked in a preview first, answered with a per-row report; and its template. */
export function LeadImportButton({ onImported }: { onImported: (report: ImportResult) => void }) {
  const { t } = useT();
  const controls = useImportControls(LEAD_IMPORT, useImportLeads(), onImported);
  return (
    <ImportControls inputLabel={t('leads.spreadsheet')} {...controls}>
      {t('leads.import')}
    </ImportControls>
  );
}
