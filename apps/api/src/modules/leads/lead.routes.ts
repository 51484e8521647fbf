import { LEAD_IMPORT_COLUMNS } from '@crm/contracts';
import { templateFile } from '../../lib/spreadsheet';
import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { bulkLeads, bulkRestoreLeads } from './lead.bulk';
import { listDeletedLeads } from './lead.deleted';
import { importLeads, previewLeadImport } from './lead.import';
import { mergeLeads } from './lead.merge';
import { requestClient } from './lead.client-request';
import {
  assignLead,
  createLead,
  deleteLead,
  getLead,
  listAssignees,
  listLeads,
  restoreLead,
  updateLead,
} from './lead.service';
import { leadHistory, recordContactAttempt } from './lead.timeline';
import { createdSeries, leadSources, leadsSummary } from './lead.stats';
import { slaOf } from './lead.first-contact';
import { firstContactStats } from './lead.first-contact-stats';

/** Every leads route but the export's (the lead-exports module's, merged in by app.ts). */
export const leadRoutes: RouteModule<Omit<typeof contract.leads, 'exportXlsx' | 'exports'>> = ({ config }) => {
  const tz = config.timeZone;
  const country = config.defaultCountry;
  const sla = slaOf(config);
  return {
    list: ({ user, query }) => listLeads(user, query, tz),
    create: ({ user, body }) => createLead(user, body, country, sla),
    requestClient: ({ user, body }) => requestClient(user, body, country),
    summary: ({ user, query }) => leadsSummary(user, query, tz),
    sources: ({ user, query }) => leadSources(user, query, tz),
    created: ({ user, query }) => createdSeries(user, query, tz),
    firstContact: ({ user, query }) => firstContactStats(user, query, tz, sla),
    assignees: ({ user, query }) => listAssignees(user, query.search),
    importXlsx: ({ user, body }) => importLeads(user, body, country, sla),
    previewImport: ({ user, body }) => previewLeadImport(user, body, country, sla),
    importTemplate: ({ query }) =>
      templateFile('Leads', `leads-template-${query.lang}.xlsx`, LEAD_IMPORT_COLUMNS, query.lang),
    deleted: ({ query }) => listDeletedLeads(query),
    get: ({ user, params }) => getLead(user, params.id),
    update: ({ user, params, body }) => updateLead(user, params.id, body),
    remove: ({ user, params }) => deleteLead(user, params.id),
    restore: ({ user, params }) => restoreLead(user, params.id),
    assign: ({ user, params, body }) => assignLead(user, params.id, body.userId, sla),
    history: ({ user, params, query }) => leadHistory(user, params.id, query),
    contactAttempt: ({ user, params, body }) => recordContactAttempt(user, params.id, body.channel),
    bulk: ({ user, body }) => bulkLeads(user, body, tz, sla),
    bulkRestore: ({ user, body }) => bulkRestoreLeads(user, body.ids, tz, sla),
    merge: ({ user, params, body }) => mergeLeads(user, params.id, body.otherId),
  };
};
