/**
 * Sentences the imports answer about a sheet's rows and file, worded once: the API builds them, the
 * web's catalog translates them by these texts (`messages` in its i18n catalogs).
 */
export const importMessages = {
  skippedTotal: (text: string) => `Skipped: a total row ("${text}")`,
  skippedNumber: (text: string) => `Skipped: a row with only a number ("${text}")`,
  skippedNote: (text: string) => `Skipped: a note, not a record ("${text}")`,
  skippedHeaderAgain: 'Skipped: the header row again',
  headerRowUnread: (row: number) => `Row ${row} of the sheet is blank or was not read: choose another`,
  notASpreadsheet: 'The file must be a spreadsheet (.xlsx or .xls) or a CSV or TSV text file',
} as const;
