import { z } from 'zod';
import { objectId } from '../common/primitives';
import { CREATED_GROUPS } from './stats.schema';

/** Dashboard figures narrowed to a team or an assignee (within what the caller may see). */
export const statsScopeQuery = z.object({
  teamId: objectId.optional(),
  assignedTo: objectId.optional(),
});

export const createdStatsQuery = statsScopeQuery.extend({
  groupBy: z.enum(CREATED_GROUPS).default('day'),
  days: z.coerce.number().int().min(1).max(90).default(30),
  weeks: z.coerce.number().int().min(1).max(52).default(12),
  months: z.coerce.number().int().min(1).max(24).default(12),
});
export type CreatedStatsQuery = z.infer<typeof createdStatsQuery>;
