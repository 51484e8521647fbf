import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { pageQuery, paginated } from '../common/pagination';
import { roleSchema } from '../auth/roles';
import { listLeadsQuery } from './lead-query.schema';

/** The most leads one export holds: a filter matching more is refused (400) with a request to narrow it. */
export const MAX_LEAD_EXPORT_ROWS = 50_000;

/** The leads list's filters and order, without paging: an export holds every lead they match, in that order. */
export const leadExportQuery = listLeadsQuery.omit({ page: true, limit: true });
export type LeadExportQuery = z.infer<typeof leadExportQuery>;

/** One recorded leads export: who made it, when, with which filter, and how many leads it held. */
export const leadExportSchema = z.object({
  _id: objectId,
  exportedBy: z.object({ _id: objectId, name: z.string(), role: roleSchema }),
  /** The filter as given: each key of the list query that was set (`status`, `teamId`, `order`...). */
  filters: z.record(z.string(), z.string()),
  /** The names behind the ids in `filters`, as they were when it was exported. */
  filterNames: z.object({ team: z.string().nullable(), assignee: z.string().nullable() }),
  /** The filter in English words ("Status: Follow Up · Team: North"), or "All leads". */
  summary: z.string(),
  rows: z.number().int(),
  createdAt: isoDate,
});
export type LeadExport = z.infer<typeof leadExportSchema>;

/** The exports list: newest first, paginated. */
export const leadExportsQuery = pageQuery;
export const leadExportsPage = paginated(leadExportSchema);
