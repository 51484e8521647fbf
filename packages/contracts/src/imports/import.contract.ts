import { defineRoute } from '../common/route';
import { idParams } from '../common/primitives';
import { paginated } from '../common/pagination';
import { ROLES } from '../auth/roles';
import { currentImportResponse, importBatchSchema, listImportsQuery, undoImportResult } from './import-batch.schema';

export const importsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/imports',
    summary: "Imports, newest first: every import for CEO/Admin, the caller's own for others",
    roles: ROLES,
    query: listImportsQuery,
    response: paginated(importBatchSchema),
  }),
  current: defineRoute({
    method: 'GET',
    path: '/api/imports/current',
    summary: "The caller's running import and its progress (null when none runs)",
    roles: ROLES,
    response: currentImportResponse,
  }),
  undo: defineRoute({
    method: 'POST',
    path: '/api/imports/:id/undo',
    summary:
      'Remove (soft delete) the records an import created, keeping those edited since: CEO/Admin, or its importer for a day',
    roles: ROLES,
    params: idParams,
    response: undoImportResult,
  }),
};
