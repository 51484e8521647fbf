import { isAdminRole, type CreateTaskBody, type Role } from '@crm/contracts';
import { dueInputToIso } from './task-rules';

export interface TaskFormValues {
  notes: string;
  /** A `datetime-local` value; '' for no due date. */
  due: string;
  assignedTo: string;
}

export const emptyTaskForm: TaskFormValues = { notes: '', due: '', assignedTo: '' };

/** Spec section 5: what a creator is told when no one is chosen. */
export const chooseAssigneeMessage = (role: Role) =>
  isAdminRole(role) ? 'Please choose a member' : 'Please choose a team member';

/** The body of POST /api/tasks (blank notes left to the server's "Follow up"). */
export const toCreateTaskBody = (values: TaskFormValues): Omit<CreateTaskBody, 'notes'> & { notes?: string } => ({
  ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  dueDate: dueInputToIso(values.due),
  assignedTo: values.assignedTo,
});
