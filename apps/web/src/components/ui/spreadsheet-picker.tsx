import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from './button';
import { UploadIcon } from './icons';

/** Spreadsheets, and CSV/TSV texts as Excel, Google Sheets and Meta's Leads Center export them. */
const SPREADSHEETS = [
  '.xlsx',
  '.xls',
  '.csv',
  '.tsv',
  '.txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
  'text/tab-separated-values',
].join(',');

interface SpreadsheetPickerProps {
  /** The hidden file input's name for assistive tech ("Leads spreadsheet"). */
  inputLabel: string;
  loading: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}

/** An import button that opens the file chooser for a sheet (.xlsx, .xls) or a CSV/TSV. */
export function SpreadsheetPicker({ inputLabel, loading, onFile, children }: SpreadsheetPickerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept={SPREADSHEETS}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={handleChange}
      />
      <Button icon={<UploadIcon size={18} />} loading={loading} onClick={() => fileRef.current?.click()}>
        {children}
      </Button>
    </>
  );
}
