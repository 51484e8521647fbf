import { useRef, type ChangeEvent } from 'react';
import type { ImportResult } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { UploadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useImportLeads } from '../api/import-leads';

/** "Import": an .xlsx/.xls sheet, answered with a per-row report. */
export function LeadImportButton({ onImported }: { onImported: (report: ImportResult) => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const importLeads = useImportLeads();
  const toast = useToast();

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    importLeads.mutate(file, {
      onSuccess: onImported,
      onError: (err) => toast.error(errorMessage(err, 'Import failed')),
    });
  };

  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        className="sr-only"
        tabIndex={-1}
        aria-label="Leads spreadsheet"
        onChange={handleFile}
      />
      <Button icon={<UploadIcon size={18} />} loading={importLeads.isPending} onClick={() => fileRef.current?.click()}>
        Import
      </Button>
    </>
  );
}
