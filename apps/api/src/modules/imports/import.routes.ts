import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../http/route-module';
import { undoLeadImport } from '../leads';
import { undoUnitImport } from '../units';
import { undoUserImport } from '../users';
import { currentImport, listImports } from './import-batch.service';
import { type ImportUndoers, undoImport } from './import-undo';

/** Each kind's undo lives with its records; this file (mounted by app.ts only) is what brings them together. */
const undoers: ImportUndoers = { leads: undoLeadImport, units: undoUnitImport, users: undoUserImport };

export const importRoutes: RouteModule<typeof contract.imports> = () => ({
  list: ({ user, query }) => listImports(user, query),
  current: ({ user }) => currentImport(user),
  undo: ({ user, params }) => undoImport(user, params.id, undoers),
});
