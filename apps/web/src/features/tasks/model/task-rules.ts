import { isSameDayIn, type Task } from '@crm/contracts';

/** Open and due before now; a Done task is never overdue (the same rule as the server's Overdue filter). */
export const isOverdue = (task: Pick<Task, 'state' | 'dueDate'>, now: Date) =>
  task.state === 'Open' && task.dueDate !== null && new Date(task.dueDate).getTime() < now.getTime();

/** Due on the agency's today (its time zone, not the browser's). */
export const isDueToday = (task: Pick<Task, 'dueDate'>, now: Date, timeZone: string) =>
  task.dueDate !== null && isSameDayIn(new Date(task.dueDate), now, timeZone);
