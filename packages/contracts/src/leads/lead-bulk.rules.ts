import { can, type Permission } from '../auth/policies';
import type { Role } from '../auth/roles';

// The bulk actions' limits and permissions, without the request schemas (lead-bulk.schema.ts
// re-exports them): the leads screen's selection bar needs these before any form.

/** Most leads one bulk request names by id (about 27 KB of JSON, well under the body cap). */
export const BULK_MAX_IDS = 1000;
/** Most leads "all that match the filter" may touch at once: beyond it, narrow the filter. */
export const BULK_MAX_MATCHING = 5000;

export const BULK_LEAD_ACTIONS = ['assign', 'status', 'convert', 'delete', 'restore'] as const;
export type BulkLeadAction = (typeof BULK_LEAD_ACTIONS)[number];

/**
 * The role-level permission each action needs (null: every role; the per-lead rules still apply).
 * The API refuses the whole request with a 403 without it; the web shows only the actions it allows.
 */
export const BULK_ACTION_PERMISSION: Record<BulkLeadAction, Permission | null> = {
  assign: 'leads:assign',
  status: null,
  convert: 'leads:convert',
  delete: 'leads:delete',
  restore: 'leads:delete',
};

export const canBulk = (user: { role: Role } | null | undefined, action: BulkLeadAction) => {
  const permission = BULK_ACTION_PERMISSION[action];
  return Boolean(user) && (permission === null || can(user, permission));
};
