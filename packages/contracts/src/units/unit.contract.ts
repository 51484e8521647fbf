import { defineRoute, FILE_RESPONSE } from '../common/route';
import { recordRoutes } from '../common/record-routes';
import { importRoutes } from '../common/import-routes';
import { idParams, importResult, objectId } from '../common/primitives';
import { paginated, pageQueryWith } from '../common/pagination';
import { ROLES } from '../auth/roles';
import { rolesFor } from '../auth/policies';
import { agentStatsSchema, resaleSummarySchema } from '../stats/stats.schema';
import {
  assignUnitBody,
  flagBody,
  listUnitsQuery,
  resaleUnitDetailSchema,
  resaleUnitSchema,
  unitBody,
  unitInquiryBody,
  updateUnitBody,
} from './unit.schema';
import { unitLeadMatchSchema } from './unit.matching';
import { z } from 'zod';

const admins = rolesFor('units:admin');
const transfer = rolesFor('units:transfer');
const units = recordRoutes('/api/resale-units', ROLES);

export const unitsContract = {
  list: units.list({
    summary: 'Resale units, filtered (archived only with includeArchived), ordered and paginated',
    query: listUnitsQuery,
    response: paginated(resaleUnitSchema),
  }),
  create: units.create({
    summary: 'Add a unit (pricePerMeter derived from price / area)',
    body: unitBody,
    response: resaleUnitDetailSchema,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/resale-units/stats/summary',
    summary: 'Live units per status, featured and archived counts',
    roles: ROLES,
    response: resaleSummarySchema,
  }),
  agents: defineRoute({
    method: 'GET',
    path: '/api/resale-units/stats/agents',
    summary: 'Top agents by sold units (assignee, else creator)',
    roles: admins,
    response: agentStatsSchema,
  }),
  exportXlsx: defineRoute({
    method: 'GET',
    path: '/api/resale-units/export',
    summary: 'Every unit as an xlsx sheet',
    roles: transfer,
    response: FILE_RESPONSE,
  }),
  ...importRoutes('/api/resale-units', transfer, {
    summary: 'Create units from an xlsx/xls sheet, with a per-row report',
    response: importResult,
  }),
  forLead: defineRoute({
    method: 'GET',
    path: '/api/resale-units/for-lead/:leadId',
    summary: 'Units on the market that fit a lead the caller sees (its interest, its budget against price or a plan)',
    roles: ROLES,
    params: z.object({ leadId: objectId }),
    query: pageQueryWith(10),
    response: paginated(resaleUnitSchema),
  }),
  inquiredBy: defineRoute({
    method: 'GET',
    path: '/api/resale-units/for-lead/:leadId/inquiries',
    summary: 'Units a lead the caller sees was linked to as an inquiry, newest first',
    roles: ROLES,
    params: z.object({ leadId: objectId }),
    query: pageQueryWith(10),
    response: paginated(resaleUnitSchema),
  }),
  matches: defineRoute({
    method: 'GET',
    path: '/api/resale-units/:id/matches',
    summary: 'Leads the caller sees whose interest and budget fit the unit',
    roles: ROLES,
    params: idParams,
    query: pageQueryWith(10),
    response: paginated(unitLeadMatchSchema),
  }),
  get: units.get({ summary: 'One unit with the linked leads the caller may see', response: resaleUnitDetailSchema }),
  update: units.update({
    summary: 'Edit a unit (CEO/Admin or its creator; status CEO/Admin only)',
    body: updateUnitBody,
    response: resaleUnitDetailSchema,
  }),
  feature: defineRoute({
    method: 'POST',
    path: '/api/resale-units/:id/feature',
    summary: 'Feature or unfeature a unit',
    roles: admins,
    params: idParams,
    body: flagBody,
    response: resaleUnitDetailSchema,
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/api/resale-units/:id/archive',
    summary: 'Archive or unarchive a unit',
    roles: admins,
    params: idParams,
    body: flagBody,
    response: resaleUnitDetailSchema,
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/api/resale-units/:id/assign',
    summary: 'Assign a unit to an active user',
    roles: admins,
    params: idParams,
    body: assignUnitBody,
    response: resaleUnitDetailSchema,
  }),
  inquiry: defineRoute({
    method: 'POST',
    path: '/api/resale-units/:id/inquiry',
    summary: "Link a lead the caller may see as an inquiry (noted in the lead's feedback log)",
    roles: ROLES,
    params: idParams,
    body: unitInquiryBody,
    response: resaleUnitDetailSchema,
  }),
};
