// Imports: every spreadsheet import is a batch (who, what, when, counts), run one at a time per person
// with its progress, and undoable. The pipeline itself is lib/spreadsheet; each module undoes its own kind.
export { interruptAbandonedImports, trackImport } from './import-tracking';
export { KEPT_RECORDS_SHOWN, type UndoneBatch } from './import-undo';
