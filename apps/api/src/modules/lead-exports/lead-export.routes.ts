import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { exportLeads, listLeadExports } from './lead-export';

type ExportRoutes = Pick<typeof contract.leads, 'exportXlsx' | 'exports'>;

/** The leads screen's Export and the CEO's list of exports (app.ts merges them into the leads routes). */
export const leadExportRoutes: RouteModule<ExportRoutes> = ({ config }) => ({
  exportXlsx: ({ user, query }) => exportLeads(user, query, config.timeZone),
  exports: ({ query }) => listLeadExports(query),
});
