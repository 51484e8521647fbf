import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../http/route-module';
import { bulkLeads, bulkRestoreLeads } from './lead.bulk';
import { importLeads } from './lead.import';
import { mergeLeads } from './lead.merge';
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
import { createdSeries, leadSources, leadsSummary } from './lead.stats';

export const leadRoutes: RouteModule<typeof contract.leads> = ({ config }) => {
  const tz = config.timeZone;
  const country = config.defaultCountry;
  return {
    list: ({ user, query }) => listLeads(user, query, tz),
    create: ({ user, body }) => createLead(user, body, country),
    summary: ({ user, query }) => leadsSummary(user, query, tz),
    sources: ({ user, query }) => leadSources(user, query, tz),
    created: ({ user, query }) => createdSeries(user, query, tz),
    assignees: ({ user, query }) => listAssignees(user, query.search),
    importXlsx: ({ user, body }) => importLeads(user, body.dataUrl, country),
    bulk: ({ user, body }) => bulkLeads(user, body, tz),
    bulkRestore: ({ user, body }) => bulkRestoreLeads(user, body.ids, tz),
    get: ({ user, params }) => getLead(user, params.id),
    update: ({ user, params, body }) => updateLead(user, params.id, body),
    remove: ({ user, params }) => deleteLead(user, params.id),
    restore: ({ params }) => restoreLead(params.id),
    assign: ({ user, params, body }) => assignLead(user, params.id, body.userId),
    merge: ({ user, params, body }) => mergeLeads(user, params.id, body.otherId),
  };
};
