import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { importRoutes } from '../common/import-routes';
import { idParams, importResult, okResponse } from '../common/primitives';
import { paginated } from '../common/pagination';
import { ROLES } from '../auth/roles';
import { rolesFor } from '../auth/policies';
import { assigneeOption } from '../users/user.schema';
import {
  createdSeriesSchema,
  firstContactStatsSchema,
  leadSourcesSchema,
  leadsSummarySchema,
} from '../stats/stats.schema';
import { createdStatsQuery, statsScopeQuery } from '../stats/stats.query';
import {
  assignLeadBody,
  assigneesQuery,
  clientRequestBody,
  clientRequestResult,
  createLeadBody,
  leadSchema,
  listLeadsQuery,
  updateLeadBody,
} from './lead.schema';
import { contactAttemptBody, leadHistoryEntrySchema, leadHistoryPage, leadHistoryQuery } from './lead-history.schema';
import { bulkLeadsBody, bulkLeadsResult, bulkRestoreBody } from './lead-bulk.schema';
import { mergeLeadBody } from './lead-merge.schema';
import { leadExportQuery, leadExportsPage, leadExportsQuery } from './lead-export.schema';
import { deletedLeadSchema, deletedLeadsQuery } from './deleted-lead.schema';

export const leadsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/leads',
    summary: 'Leads the caller may see, filtered, ordered and paginated',
    roles: ROLES,
    query: listLeadsQuery,
    response: paginated(leadSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/leads',
    summary: 'Add a lead (per-role defaults; 409 when the phone exists unless allowDuplicate)',
    roles: ROLES,
    body: createLeadBody,
    response: leadSchema,
    status: 201,
  }),
  requestClient: defineRoute({
    method: 'POST',
    path: '/api/leads/client-requests',
    summary:
      "An Agent asks their team's Supervisors (else the Admins) for a client a colleague holds (LEAD_WITH_COLLEAGUE on Add Lead)",
    roles: rolesFor('leads:requestClient'),
    body: clientRequestBody,
    response: clientRequestResult,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/leads/stats/summary',
    summary: 'Total, count per status and follow-ups today',
    roles: ROLES,
    query: statsScopeQuery,
    response: leadsSummarySchema,
  }),
  sources: defineRoute({
    method: 'GET',
    path: '/api/leads/stats/my-sources',
    summary: 'Leads per source',
    roles: ROLES,
    query: statsScopeQuery,
    response: leadSourcesSchema,
  }),
  created: defineRoute({
    method: 'GET',
    path: '/api/leads/stats/created',
    summary: 'New leads per day (30), Monday week (12) or month (12), zero-filled, in the agency time zone',
    roles: ROLES,
    query: createdStatsQuery,
    response: createdSeriesSchema,
  }),
  firstContact: defineRoute({
    method: 'GET',
    path: '/api/leads/stats/first-contact',
    summary:
      "Speed-to-lead: overdue leads now and the median first-contact time per team and agent over 30 days (403 for a scope beyond one's own)",
    roles: ROLES,
    query: statsScopeQuery,
    response: firstContactStatsSchema,
  }),
  assignees: defineRoute({
    method: 'GET',
    path: '/api/leads/assignees',
    summary: 'Who the caller may assign leads to (team members, or anyone but CEO/Admin)',
    roles: rolesFor('leads:assign'),
    query: assigneesQuery,
    response: z.array(assigneeOption),
  }),
  exportXlsx: defineRoute({
    method: 'GET',
    path: '/api/leads/export',
    summary:
      "The leads the list's filters match (no paging, at most MAX_LEAD_EXPORT_ROWS, else 400) as an .xlsx headed as the import reads it; recorded, and the CEO is told",
    roles: rolesFor('leads:export'),
    query: leadExportQuery,
    response: FILE_RESPONSE,
  }),
  exports: defineRoute({
    method: 'GET',
    path: '/api/leads/exports',
    summary: 'Every leads export: who, when, which filter, how many leads; newest first, paginated',
    roles: rolesFor('leads:viewExports'),
    query: leadExportsQuery,
    response: leadExportsPage,
  }),
  ...importRoutes('/api/leads', ROLES, {
    summary: "Create leads from an xlsx/xls sheet with the importer's defaults; duplicates skipped",
    response: importResult,
  }),
  bulk: defineRoute({
    method: 'POST',
    path: '/api/leads/bulk',
    summary:
      'Assign, change status, convert, delete or restore many leads (ids or a filter), each by the one-at-a-time rules; says what changed and why the rest did not',
    // Every role may change statuses; the other actions need their permission (BULK_ACTION_PERMISSION).
    roles: ROLES,
    body: bulkLeadsBody,
    response: bulkLeadsResult,
  }),
  bulkRestore: defineRoute({
    method: 'POST',
    path: '/api/leads/bulk-restore',
    summary: 'Undo of a bulk delete: bring the leads back',
    roles: rolesFor('leads:delete'),
    body: bulkRestoreBody,
    response: bulkLeadsResult,
  }),
  deleted: defineRoute({
    method: 'GET',
    path: '/api/leads/deleted',
    summary:
      'Deleted leads (not merged ones), newest deleted first, searchable by name, phone or email, paginated; who deleted each and when (null: before this was recorded)',
    roles: rolesFor('leads:delete'),
    query: deletedLeadsQuery,
    response: paginated(deletedLeadSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/leads/:id',
    summary: 'One lead the caller may see',
    roles: ROLES,
    params: idParams,
    response: leadSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/leads/:id',
    summary: 'Change status, interest, privacy or follow-up fields',
    roles: ROLES,
    params: idParams,
    body: updateLeadBody,
    response: leadSchema,
    idempotent: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/leads/:id',
    summary: 'Delete a lead (soft; restore undoes it)',
    roles: rolesFor('leads:delete'),
    params: idParams,
    response: okResponse,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/leads/:id/restore',
    summary: 'Bring back a deleted lead with its feedback and history (409 when a live lead has its phone now, named)',
    roles: rolesFor('leads:delete'),
    params: idParams,
    response: leadSchema,
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/api/leads/:id/assign',
    summary: 'Assign a public lead; it moves to the assignee team and they are notified',
    roles: rolesFor('leads:assign'),
    params: idParams,
    body: assignLeadBody,
    response: leadSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/leads/:id/history',
    summary: "A lead's timeline, newest first, paginated; visible with the lead",
    roles: ROLES,
    params: idParams,
    query: leadHistoryQuery,
    response: leadHistoryPage,
  }),
  contactAttempt: defineRoute({
    method: 'POST',
    path: '/api/leads/:id/contact-attempts',
    summary: "Record a WhatsApp or Call attempt on a lead the caller sees (the assignee's first sets firstContactAt)",
    roles: ROLES,
    params: idParams,
    body: contactAttemptBody,
    response: leadHistoryEntrySchema,
    status: 201,
    idempotent: true,
  }),
  merge: defineRoute({
    method: 'POST',
    path: '/api/leads/:id/merge',
    summary: 'Merge a duplicate into this lead: its feedback, tasks, inquiries and history move here; it is deleted',
    roles: rolesFor('leads:merge'),
    params: idParams,
    body: mergeLeadBody,
    response: leadSchema,
  }),
};
