import { z } from 'zod';
import { boundedText, isoDate, objectId, TEXT_LIMITS } from '../common/primitives';
import { pageQueryWith } from '../common/pagination';
import { userRef } from '../users/user.schema';
import { leadLinkSchema } from '../leads/lead-link.schema';

export const TASK_STATES = ['Open', 'Done'] as const;
export const taskStateSchema = z.enum(TASK_STATES);
export type TaskState = z.infer<typeof taskStateSchema>;
export const DEFAULT_TASK_NOTES = 'Follow up';

/** The tasks screen's filter: due today / this Monday-to-Sunday week (agency time zone), or Open and past due. */
export const TASK_FILTERS = ['all', 'today', 'week', 'overdue'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];
export const TASK_PAGE_SIZES = [10, 20, 50] as const;

export const taskSchema = z.object({
  _id: objectId,
  notes: z.string(),
  state: taskStateSchema,
  dueDate: isoDate.nullable(),
  assignedTo: userRef.nullable(),
  createdBy: userRef.nullable(),
  /** The linked lead: named only when the viewer may open it (`leadLinkSchema`). */
  leadId: leadLinkSchema.nullable(),
  createdAt: isoDate,
});
export type Task = z.infer<typeof taskSchema>;

export const createTaskBody = z.object({
  /** Blank or missing: "Follow up". */
  notes: boundedText(TEXT_LIMITS.notes)
    .trim()
    .optional()
    .transform((notes) => notes || DEFAULT_TASK_NOTES),
  state: taskStateSchema.optional(),
  dueDate: isoDate.nullable().optional(),
  assignedTo: objectId,
});
export type CreateTaskBody = z.infer<typeof createTaskBody>;

/** Either the state (assignee only) or the linked lead (null unlinks). */
export const updateTaskBody = z.union([
  z.strictObject({ state: taskStateSchema }),
  z.strictObject({ leadId: objectId.nullable() }),
]);
export type UpdateTaskBody = z.infer<typeof updateTaskBody>;

export const taskFiltersQuery = z.object({
  filter: z.enum(TASK_FILTERS).default('all'),
  /** The tasks linked to one lead (its feedback dialog). */
  leadId: objectId.optional(),
});

export const listTasksQuery = taskFiltersQuery.extend(pageQueryWith(10).shape);
export type ListTasksQuery = z.infer<typeof listTasksQuery>;

export const taskAssigneesQuery = z.object({ search: boundedText(TEXT_LIMITS.search).trim().optional() });

export const taskCountSchema = z.object({ count: z.number().int() });
