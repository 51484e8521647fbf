import { useMemo, useRef, useState } from 'react';
import { type ImportBody, type ImportColumn, type ImportPreview, type ImportPhase, VALUE_LABELS } from '@crm/contracts';
import { useCurrentImport } from '../shared-api/imports';
import { errorMessage } from './api-error';
import { fileToDataUrl } from './file-to-data-url';
import { usePreferences, type Language } from './preferences';

/** How the person re-mapped the sheet: a header as the sheet writes it -> the field it fills, '' to ignore it. */
export type ImportMapping = Record<string, string>;

/** What the person mapped the sheet's unknown values to: field -> sheet value -> target ('' leaves it empty). */
export type ImportValues = Record<string, Record<string, string>>;

/** Where a flow is waiting: a preview being asked for, or the import running. */
export type ImportBusy = 'preview' | 'import' | null;

interface ImportFlowOptions<Result> {
  /** The import's columns (`LEAD_IMPORT_COLUMNS`...): each field's name in the screen's language. */
  table: Record<string, ImportColumn>;
  /** The feature's preview call (stores nothing). */
  preview: (body: ImportBody) => Promise<ImportPreview>;
  /** The feature's import call, sent the same `{ dataUrl, columns }` the last preview was. */
  run: (body: ImportBody) => Promise<Result>;
  /** The import's report, once it is done (the dialog has closed). */
  onImported: (result: Result) => void;
}

/** A running import's progress: its phase, and rows through it out of `rows` (0 while the file is read). */
export interface ImportProgress {
  phase: ImportPhase;
  done: number;
  rows: number;
}

/** What the preview dialog shows and does while a file is being checked (props of `ImportPreviewDialog`). */
export interface ImportFlowDialog {
  fileName: string;
  /** The latest preview; null until the first one comes. Its `missing` lists field names. */
  preview: ImportPreview | null;
  /** The columns the person chose so far. */
  mapping: ImportMapping;
  /** Each field's name in the screen's language. */
  fieldLabels: Record<string, string>;
  /** A stored value as the screens name it ("FollowUp" -> "متابعة"); other values as they are. */
  valueLabel: (field: string, value: string) => string;
  busy: ImportBusy;
  /** While the import runs: how far it got (the server's word, polled). */
  progress: ImportProgress | null;
  /** The last call's failure, as the screen shows it. */
  error: string | null;
  onRemap: (mapping: ImportMapping) => void;
  /** Another row chosen as the header row (asks the preview again). */
  onHeaderRow: (row: number) => void;
  /** The unknown values mapped so far, and a change to them (asks the preview again). */
  values: ImportValues;
  onMapValues: (values: ImportValues) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

interface FlowState {
  fileName: string;
  dataUrl: string | null;
  mapping: ImportMapping;
  values: ImportValues;
  /** The header row the person chose; undefined while the import finds it. */
  headerRow?: number;
  preview: ImportPreview | null;
  busy: ImportBusy;
  error: string | null;
}

const FAILED = 'Import failed';

/** A field's stored value by the label the screens show it with, when the field holds the portal's own values. */
export const importValueLabel =
  (table: Record<string, ImportColumn>, lang: Language) =>
  (field: string, value: string): string => {
    const kind = table[field]?.values;
    const labels: Record<string, string> | undefined = kind ? VALUE_LABELS[lang][kind] : undefined;
    return labels?.[value] ?? value;
  };

/** Each field shown by its first name in `lang` (`TABLE[field][lang][0]`). */
export const importFieldLabels = (table: Record<string, ImportColumn>, lang: Language): Record<string, string> =>
  Object.fromEntries(Object.entries(table).map(([field, names]) => [field, names[lang][0] ?? field]));

/** What the preview and the import are sent: the file and everything chosen for it so far. */
interface SheetChoices {
  dataUrl: string;
  mapping: ImportMapping;
  values: ImportValues;
  headerRow?: number;
}

const bodyOf = ({ dataUrl, mapping, values, headerRow }: SheetChoices, fileName?: string): ImportBody => ({
  dataUrl,
  ...(Object.keys(mapping).length && { columns: mapping }),
  ...(Object.keys(values).length && { values }),
  ...(headerRow && { headerRow }),
  // The Imports list names the file an import came from.
  ...(fileName && { fileName: fileName.slice(0, 200) }),
});

/**
 * A spreadsheet import in two steps: choosing a file asks for its preview (nothing stored) and opens
 * the dialog; re-mapping a column or an unknown value, or choosing another header row, asks again
 * with everything chosen so far; confirming imports with the same `{ dataUrl, columns, values,
 * headerRow }`, closes the dialog and hands the report to `onImported`. Only the
 * newest call's answer counts (a slower, older preview is dropped); cancelling drops them all.
 */
export function useImportFlow<Result>({ table, preview, run, onImported }: ImportFlowOptions<Result>) {
  const { lang } = usePreferences();
  const [state, setState] = useState<FlowState | null>(null);
  const latest = useRef({ state, preview, run, onImported });
  latest.current = { state, preview, run, onImported };
  /** Bumped by every call and by closing: an answer whose number is no longer current is dropped. */
  const callId = useRef(0);

  const fieldLabels = useMemo(() => importFieldLabels(table, lang), [table, lang]);
  const valueLabel = useMemo(() => importValueLabel(table, lang), [table, lang]);

  const patch = (id: number, change: Partial<FlowState>) => {
    if (id === callId.current) setState((s) => (s ? { ...s, ...change } : s));
  };

  const askPreview = async (id: number, sheet: SheetChoices) => {
    try {
      const answer = await latest.current.preview(bodyOf(sheet));
      patch(id, { preview: answer, busy: null });
    } catch (err) {
      patch(id, { busy: null, error: errorMessage(err, FAILED) });
    }
  };

  const chooseFile = (file: File) => {
    const id = ++callId.current;
    setState({
      fileName: file.name,
      dataUrl: null,
      mapping: {},
      values: {},
      preview: null,
      busy: 'preview',
      error: null,
    });
    fileToDataUrl(file).then(
      (dataUrl) => {
        patch(id, { dataUrl });
        return askPreview(id, { dataUrl, mapping: {}, values: {} });
      },
      (err: unknown) => patch(id, { busy: null, error: errorMessage(err, FAILED) }),
    );
  };

  const onRemap = (mapping: ImportMapping) => {
    const current = latest.current.state;
    if (!current?.dataUrl || current.busy === 'import') return;
    const id = ++callId.current;
    setState({ ...current, mapping, busy: 'preview', error: null });
    void askPreview(id, { ...current, dataUrl: current.dataUrl, mapping });
  };

  /** Another header row: other headers and values, so the columns and values chosen so far are dropped. */
  const onHeaderRow = (headerRow: number) => {
    const current = latest.current.state;
    if (!current?.dataUrl || current.busy === 'import') return;
    const id = ++callId.current;
    setState({ ...current, mapping: {}, values: {}, headerRow, busy: 'preview', error: null });
    void askPreview(id, { dataUrl: current.dataUrl, mapping: {}, values: {}, headerRow });
  };

  const onMapValues = (values: ImportValues) => {
    const current = latest.current.state;
    if (!current?.dataUrl || current.busy === 'import') return;
    const id = ++callId.current;
    setState({ ...current, values, busy: 'preview', error: null });
    void askPreview(id, { ...current, dataUrl: current.dataUrl, values });
  };

  const onConfirm = () => {
    const current = latest.current.state;
    if (!current?.dataUrl || current.busy || !current.preview?.ready) return;
    const id = ++callId.current;
    setState({ ...current, busy: 'import', error: null });
    latest.current.run(bodyOf({ ...current, dataUrl: current.dataUrl }, current.fileName)).then(
      (result) => {
        // Stored even when the dialog was closed meanwhile: the report still says what came in.
        if (id === callId.current) setState(null);
        latest.current.onImported(result);
      },
      (err: unknown) => patch(id, { busy: null, error: errorMessage(err, FAILED) }),
    );
  };

  const onCancel = () => {
    callId.current++;
    setState(null);
  };

  const running = useCurrentImport(state?.busy === 'import').data?.running;
  const progress =
    state?.busy === 'import' && running ? { phase: running.phase, done: running.done, rows: running.rows } : null;

  const dialog: ImportFlowDialog | null = state && {
    fileName: state.fileName,
    preview: state.preview,
    mapping: state.mapping,
    fieldLabels,
    valueLabel,
    busy: state.busy,
    progress,
    error: state.error,
    onRemap,
    onHeaderRow,
    values: state.values,
    onMapValues,
    onConfirm,
    onCancel,
  };

  return {
    /** Hand the chosen file here (the picker's `onFile`). */
    chooseFile,
    /** The dialog's props while a file is being checked, else null (the dialog is closed). */
    dialog,
    busy: state?.busy ?? null,
    /** The screen's language, for the template's headers. */
    lang,
  };
}
