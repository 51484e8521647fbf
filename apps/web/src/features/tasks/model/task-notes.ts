import { DEFAULT_TASK_NOTES, type Task } from '@crm/contracts';
import { translateText } from '../../../lib/i18n';

/** The server's default note ("Follow up") reads in the reader's language; typed notes stay as typed. */
export const shownNotes = (task: Pick<Task, 'notes'>) =>
  task.notes === DEFAULT_TASK_NOTES ? translateText(task.notes) : task.notes;
