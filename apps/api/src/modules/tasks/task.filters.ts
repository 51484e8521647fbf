import { addDays, localDateOf, mondayOf, startOfLocalDay, todayRange, type TaskFilter } from '@crm/contracts';

/**
 * The due-date clause of a filter, in the agency's time zone: today is local midnight to midnight,
 * the week Monday 00:00 to the next Monday 00:00; overdue is Open and due before now (Done never is).
 */
export function dueClause(filter: TaskFilter, timeZone: string, now = new Date()): Record<string, unknown> | null {
  if (filter === 'today') {
    const { start, end } = todayRange(timeZone, now);
    return { dueDate: { $gte: start, $lt: end } };
  }
  if (filter === 'week') {
    const monday = mondayOf(localDateOf(now, timeZone));
    return {
      dueDate: { $gte: startOfLocalDay(monday, timeZone), $lt: startOfLocalDay(addDays(monday, 7), timeZone) },
    };
  }
  if (filter === 'overdue') return { state: 'Open', dueDate: { $ne: null, $lt: now } };
  return null;
}
