import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { userRef } from '../users/user.schema';

export const TASK_STATES = ['Open', 'Done'] as const;
/** The UI says Pending for Open. */
export const TASK_STATE_LABELS = { Open: 'Pending', Done: 'Done' } as const;
export const DEFAULT_TASK_NOTES = 'Follow up';

export const taskSchema = z.object({
  _id: objectId,
  notes: z.string(),
  state: z.enum(TASK_STATES),
  dueDate: isoDate.nullable(),
  assignedTo: userRef.nullable(),
  createdBy: userRef.nullable(),
  leadId: z.object({ _id: objectId, name: z.string() }).nullable(),
  createdAt: isoDate,
});
export type Task = z.infer<typeof taskSchema>;
