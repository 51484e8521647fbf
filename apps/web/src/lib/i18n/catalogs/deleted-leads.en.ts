/** The Deleted leads screen (CEO and Admin: restore a deleted lead). Arabic in deleted-leads.ar.ts. */
export const deletedLeadsEn = {
  title: 'Deleted leads',
  open: 'Deleted leads',
  description:
    'Leads deleted one by one, in bulk or by an import undo, newest first. Restore brings one back with its feedback and history.',
  lead: 'Lead',
  deletedAt: 'Deleted',
  deletedBy: 'Deleted by',
  assignedTo: 'Assigned to',
  unknown: 'Unknown',
  search: 'Search by name, phone or email',
  empty: 'No deleted leads.',
  noMatch: 'No deleted lead matches this search.',
  restore: 'Restore',
  restoreNamed: 'Restore {{name}}',
  restored: '{{name}} restored',
  restoreFailed: 'Restore failed',
  phoneTaken: '{{name}} was not restored: another lead has this phone now. Change or merge that lead first.',
  leadDeletedTitle: 'This lead was deleted',
  leadDeletedText: 'Restore brings it back with its feedback and history.',
  phoneTakenHere: 'It was not restored: another lead has this phone now. Change or merge that lead first.',
  restoreFromHere: 'Restore them from Deleted leads',
};

/** The screen's fallback sentences (a failure without the server's word), in the screen's language. */
export const deletedLeadsMessagesEn = {
  loadDeletedLeads: 'Failed to load deleted leads',
};
