import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useExportLeads, type LeadExportQuery } from '../api/export-leads';

/**
 * "Export" (CEO/Admin: the screen shows it to whom `leads:export` allows): the leads the screen's
 * filters match, every page of them, as leads.xlsx. Busy while the file is made; a failure says why
 * (too many leads to export at once: narrow the filter).
 */
export function LeadExportButton({ query }: { query: LeadExportQuery }) {
  const { t } = useT();
  const toast = useToast();
  const exportLeads = useExportLeads();
  const handleExport = () =>
    exportLeads.mutate(query, { onError: (err) => toast.error(errorMessage(err, 'Export failed')) });
  return (
    <Button
      icon={<DownloadIcon size={16} />}
      loading={exportLeads.isPending}
      title={t('leadExports.exportTitle')}
      onClick={handleExport}
    >
      {t('leadExports.export')}
    </Button>
  );
}
