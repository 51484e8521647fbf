import { defineRoute, FILE_RESPONSE } from '../common/route';
import { idParams } from '../common/primitives';
import { paginated } from '../common/pagination';
import { ROLES } from '../auth/roles';
import {
  currentImportResponse,
  importBatchSchema,
  importProblemSchema,
  importProblemsQuery,
  listImportsQuery,
  undoImportResult,
} from './import-batch.schema';

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
  problems: defineRoute({
    method: 'GET',
    path: '/api/imports/:id/problems',
    summary:
      "An import's rejected rows (with their reason and cells as the sheet had them) and warnings, by row, paginated; kept after an undo. Visible as the import is (404 otherwise)",
    roles: ROLES,
    params: idParams,
    query: importProblemsQuery,
    response: paginated(importProblemSchema),
  }),
  rejectedXlsx: defineRoute({
    method: 'GET',
    path: '/api/imports/:id/rejected',
    summary:
      "An .xlsx of an import's rejected rows as they were, under the sheet's own headers plus a last Reason column: fix and import again. Visible as the import is (404 otherwise)",
    roles: ROLES,
    params: idParams,
    response: FILE_RESPONSE,
  }),
};
