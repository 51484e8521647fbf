// Spreadsheet imports and exports. Imports read uploads off the request thread, within size, time and
// memory caps (see read-sheet.ts), and share one pipeline (run-import.ts).
export { choiceReader } from './choices';
export { sheetColumns } from './columns';
export type { SheetRow } from './read-sheet';
export {
  previewImport,
  runImport,
  type ImportPlan,
  type ImportTracker,
  type RowOutcome,
  type UnknownValue,
} from './run-import';
export type { RejectedRow } from './rejected-rows';
export { insertAcceptedRows } from './save-rows';
export { sheetFile, tableFile, templateFile } from './write-sheet';
export { mapInSlices, yieldToOthers } from './yield-to-others';
export { createdNames, valueMapping, type MappedValue, type ValueMapping } from './value-mapping';
