// Spreadsheet imports and exports. Imports read uploads off the request thread, within size, time and
// memory caps (see read-sheet.ts), and share one pipeline (run-import.ts).
export { choiceReader } from './choices';
export { pick, sheetColumns } from './columns';
export { decodeSpreadsheetDataUrl, MAX_IMPORT_BYTES } from './data-url';
export { readSheet, type SheetRow } from './read-sheet';
export {
  previewImport,
  runImport,
  type AcceptedRow,
  type ImportPlan,
  type ImportTracker,
  type RowError,
  type RowOutcome,
} from './run-import';
export { insertAcceptedRows } from './save-rows';
export { sheetFile, templateFile } from './write-sheet';
export { mapInSlices, SLICE_MS, yieldToOthers } from './yield-to-others';
