import { useMutation } from '@tanstack/react-query';
import type { ImportBody, ImportColumn, ImportPreview } from '@crm/contracts';
import type { ImportControlsProps } from '../components/ui/import-controls';
import type { Language } from './preferences';
import { useDownloadError } from './use-download-error';
import { useImportFlow } from './use-import-flow';

/** One kind of record's import, as its feature's api declares it (`LEAD_IMPORT`...). */
export interface ImportKind {
  /** The import's columns (`LEAD_IMPORT_COLUMNS`...). */
  table: Record<string, ImportColumn>;
  /** The preview call (stores nothing). */
  preview: (body: ImportBody) => Promise<ImportPreview>;
  /** Downloads the empty sheet headed with the import's columns in `lang`. */
  downloadTemplate: (lang: Language) => Promise<void>;
}

/**
 * `ImportControls`' props for one kind of record: its import flow (`useImportFlow`) and its template.
 * `importer` is the feature's import mutation, which refreshes what an import changes.
 */
export function useImportControls<Result>(
  kind: ImportKind,
  importer: { mutateAsync: (body: ImportBody) => Promise<Result> },
  onImported: (result: Result) => void,
): Omit<ImportControlsProps, 'inputLabel' | 'children'> {
  const flow = useImportFlow({ table: kind.table, preview: kind.preview, run: importer.mutateAsync, onImported });
  const template = useMutation({ mutationFn: kind.downloadTemplate });
  const onDownloadError = useDownloadError();
  return {
    busy: flow.busy !== null,
    onFile: flow.chooseFile,
    dialog: flow.dialog,
    onDownloadTemplate: () => template.mutate(flow.lang, { onError: onDownloadError }),
    templateLoading: template.isPending,
  };
}
