import type { ReactNode } from 'react';
import { Button } from './button';
import { DownloadIcon } from './icons';
import { ImportPreviewDialog, type ImportPreviewDialogProps } from './import-preview-dialog';
import { SpreadsheetPicker } from './spreadsheet-picker';
import { useT } from '../../lib/i18n';

export interface ImportControlsProps {
  /** The hidden file input's name for assistive tech ("Leads spreadsheet"). */
  inputLabel: string;
  /** The Import button's text. */
  children: ReactNode;
  /** A preview asked for or an import running: the Import button spins. */
  busy: boolean;
  onFile: (file: File) => void;
  /** The preview dialog's props while a file is being checked; null while it is closed. */
  dialog: Omit<ImportPreviewDialogProps, 'onDownloadTemplate' | 'templateLoading'> | null;
  /** Downloads the empty sheet headed with the import's columns: its button, and the dialog's for an empty sheet. */
  onDownloadTemplate: () => void;
  templateLoading: boolean;
}

/** Import (an .xlsx/.xls sheet or a CSV/TSV, checked in a preview before anything is stored) and Import template. */
export function ImportControls({
  inputLabel,
  children,
  busy,
  onFile,
  dialog,
  onDownloadTemplate,
  templateLoading,
}: ImportControlsProps) {
  const { t } = useT();
  return (
    <>
      <SpreadsheetPicker inputLabel={inputLabel} loading={busy} onFile={onFile}>
        {children}
      </SpreadsheetPicker>
      <Button icon={<DownloadIcon size={16} />} loading={templateLoading} onClick={onDownloadTemplate}>
        {t('common.importTemplate')}
      </Button>
      {dialog && (
        <ImportPreviewDialog {...dialog} onDownloadTemplate={onDownloadTemplate} templateLoading={templateLoading} />
      )}
    </>
  );
}
