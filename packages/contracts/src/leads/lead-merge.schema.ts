import { z } from 'zod';
import { objectId } from '../common/primitives';
import { can } from '../auth/policies';
import type { Role } from '../auth/roles';

/** Merge two leads: `:id` is kept; `otherId` moves its feedback, tasks, inquiries and history onto it and is deleted. */
export const mergeLeadBody = z.strictObject({ otherId: objectId });

/** CEO/Admin, who see every lead. */
export const canMergeLeads = (user: { role: Role } | null | undefined) => can(user, 'leads:merge');
