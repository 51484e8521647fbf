import { fromDateTimeLocalIn, isAdminRole, type CreateTaskBody, type Role } from '@crm/contracts';

export interface TaskFormValues {
  notes: string;
  /** A `datetime-local` value on the agency's clock; '' for no due date. */
  due: string;
  assignedTo: string;
}

export const emptyTaskForm: TaskFormValues = { notes: '', due: '', assignedTo: '' };

/** Spec section 5: what a creator is told when no one is chosen. */
export const chooseAssigneeMessage = (role: Role) =>
  isAdminRole(role) ? 'Please choose a member' : 'Please choose a team member';

/**
 * The body of POST /api/tasks (blank notes left to the server's "Follow up"); the due time typed in
 * the agency's `timeZone`, sent as an instant.
 */
export const toCreateTaskBody = (
  values: TaskFormValues,
  timeZone: string,
): Omit<CreateTaskBody, 'notes'> & { notes?: string } => ({
  ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  dueDate: values.due ? fromDateTimeLocalIn(values.due, timeZone) : null,
  assignedTo: values.assignedTo,
});
