import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { currentImport, listImports } from './import-batch.service';
import { listProblems, rejectedRowsFile } from './import-problems';
import { type ImportUndoers, undoImport } from './import-undo';

/**
 * Each kind's undo lives with its records (leads, units, users), which sit above this module: the
 * composition root (app.ts) hands them in.
 */
export const importRoutes =
  (undoers: ImportUndoers): RouteModule<typeof contract.imports> =>
  () => ({
    list: ({ user, query }) => listImports(user, query),
    current: ({ user }) => currentImport(user),
    undo: ({ user, params }) => undoImport(user, params.id, undoers),
    problems: ({ user, params, query }) => listProblems(user, params.id, query),
    rejectedXlsx: ({ user, params }) => rejectedRowsFile(user, params.id),
  });
