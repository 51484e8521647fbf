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
};

/** The imports' fallback sentences (a failure without the server's word), in the screen's language. */
export const importsMessagesEn = {
  loadImports: 'Failed to load imports',
  undoFailed: 'Undo failed',
};
