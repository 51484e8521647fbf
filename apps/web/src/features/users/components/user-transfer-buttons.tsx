import { useRef, type ChangeEvent } from 'react';
import type { ImportResult } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { DownloadIcon, UploadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useExportUsers } from '../api/export-users';
import { useImportUsers } from '../api/import-users';

/** Import (.xlsx/.xls, answered with a per-row report) and export (users.xlsx). */
export function UserTransferButtons({ onImported }: { onImported: (report: ImportResult) => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const importUsers = useImportUsers();
  const exportUsers = useExportUsers();
  const toast = useToast();

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    importUsers.mutate(file, {
      onSuccess: onImported,
      onError: (err) => toast.error(errorMessage(err, 'Import failed')),
    });
  };

  const handleExport = () =>
    exportUsers.mutate(undefined, {
      // The spec keeps export failures silent; a message the server gave is still worth showing.
      onError: (err) => {
        if (err instanceof ApiError && err.serverMessage) toast.error(err.serverMessage);
      },
    });

  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept=".xlsx,.xls"
        className="sr-only"
        tabIndex={-1}
        aria-label="Users spreadsheet"
        onChange={handleFile}
      />
      <Button icon={<UploadIcon size={18} />} loading={importUsers.isPending} onClick={() => fileRef.current?.click()}>
        Import xlsx
      </Button>
      <Button icon={<DownloadIcon size={18} />} loading={exportUsers.isPending} onClick={handleExport}>
        Export xlsx
      </Button>
    </>
  );
}
