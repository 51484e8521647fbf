/** The Imports screen (every spreadsheet import, its counts and undo). Arabic in imports.ar.ts. */
export const importsEn = {
  title: 'Imports',
  descriptionAll: 'Every spreadsheet import: who ran it, on what, when, and what came of it. Undo one here.',
  descriptionOwn: 'Your spreadsheet imports. You can undo one for a day after it ran.',
  caption: 'Imports',
  when: 'When',
  by: 'By',
  what: 'What',
  rows: 'Rows',
  created: 'Created',
  skipped: 'Skipped',
  status: 'Status',
  allKinds: 'All imports',
  kindFilter: 'What was imported',
  empty: 'No imports yet.',
  progress: '{{done}} of {{rows}}',
  undoneBy: 'Undone by {{name}}: {{removed}} removed, {{kept}} kept',
  undoFor: 'Undo the import of {{file}}',
  kinds: { leads: 'Leads', units: 'Resale units', users: 'Users' },
  statuses: { running: 'Running', done: 'Done', undone: 'Undone', interrupted: 'Interrupted' },
  /** The preview's header row and its choice. */
  headerRowIs: 'Header row: row {{row}}',
  headerRowHint: 'The row that names the columns; rows above it are not imported.',
  headerRowChoose: 'Take the headers from',
  headerRowOption: 'Row {{row}}: {{cells}}',
  /** Rows that are not records (a total, a note), in the preview and the report. */
  skippedRows: 'Skipped rows (totals, notes)',
  skippedCount: 'Skipped (totals, notes): {{count}}',
};

/** The imports' fallback sentences (a failure without the server's word), in the screen's language. */
export const importsMessagesEn = {
  loadImports: 'Failed to load imports',
  undoFailed: 'Undo failed',
  skippedTotal: 'Skipped: a total row ("{{text}}")',
  skippedNumber: 'Skipped: a row with only a number ("{{text}}")',
  skippedNote: 'Skipped: a note, not a record ("{{text}}")',
  skippedHeaderAgain: 'Skipped: the header row again',
  headerRowUnread: 'Row {{row}} of the sheet is blank or was not read: choose another',
  notASpreadsheet: 'The file must be a spreadsheet (.xlsx or .xls) or a CSV or TSV text file',
};
