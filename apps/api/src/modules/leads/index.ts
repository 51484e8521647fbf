// Leads: the agency's prospects, who may see them, their history, and the first-contact deadline.
export { LeadModel } from './lead.model';
export { excerpt, historyEntry, type StoredHistoryEntry } from './lead.history';
export { LEAD_LINK_FIELDS, leadLinkOf, openableLeadIds, type LinkedLead } from './lead.links';
export { leadRecordOf, visibilityFilter } from './lead.rules';
export { findVisibleLead, LEAD_NOT_FOUND, leadFilter, leadSortOf } from './lead.service';
export { visibleLeadFilter } from './lead.timeline';
export { recordOnLead, takeBackRecord } from './lead.write';
export { overdueClause, slaOf, type FirstContactSla } from './lead.first-contact';
export { migrateFirstContactDeadlines } from './lead.first-contact-migration';
export { migrateLeadPhones } from './lead.phone-migration';
export { undoLeadImport } from './lead.import-undo';
export type { LeadsCreated } from './lead.events';
export { receiveArrival, type Arrival } from './lead.arrival';
export { assignByRouting, markUnrouted } from './lead.routing';
export { leadCountsOf, leadsLeaveTeam } from './lead.teams';
