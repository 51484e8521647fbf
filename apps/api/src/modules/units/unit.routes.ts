import { UNIT_IMPORT_COLUMNS } from '@crm/contracts';
import { templateFile } from '../../lib/spreadsheet';
import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import {
  archiveUnit,
  assignUnit,
  createUnit,
  featureUnit,
  getUnit,
  linkInquiry,
  listUnits,
  updateUnit,
} from './unit.service';
import { topAgents, unitsSummary } from './unit.stats';
import { matchingLeads, unitsForLead, unitsInquiredBy } from './unit.matching';
import { exportUnits, importUnits, previewUnitImport } from './unit.transfer';

export const unitRoutes: RouteModule<typeof contract.units> = ({ config }) => ({
  list: ({ user, query }) => listUnits(user, query),
  create: ({ user, body }) => createUnit(user, body, config.defaultCountry),
  summary: () => unitsSummary(),
  agents: () => topAgents(),
  exportXlsx: () => exportUnits(),
  importXlsx: ({ user, body }) => importUnits(user, body, config.defaultCountry),
  previewImport: ({ user, body }) => previewUnitImport(user, body, config.defaultCountry),
  importTemplate: ({ query }) =>
    templateFile('Units', `units-template-${query.lang}.xlsx`, UNIT_IMPORT_COLUMNS, query.lang),
  forLead: ({ user, params, query }) => unitsForLead(user, params.leadId, query),
  inquiredBy: ({ user, params, query }) => unitsInquiredBy(user, params.leadId, query),
  matches: ({ user, params, query }) => matchingLeads(user, params.id, query),
  get: ({ user, params }) => getUnit(user, params.id),
  update: ({ user, params, body }) => updateUnit(user, params.id, body, config.defaultCountry),
  feature: ({ user, params, body }) => featureUnit(user, params.id, body.value),
  archive: ({ user, params, body }) => archiveUnit(user, params.id, body.value),
  assign: ({ user, params, body }) => assignUnit(user, params.id, body.userId),
  inquiry: ({ user, params, body }) => linkInquiry(user, params.id, body.leadId),
});
