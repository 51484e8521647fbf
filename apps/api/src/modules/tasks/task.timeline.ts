import { Types } from 'mongoose';
import { TASK_LINKED, type TaskState } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import {
  excerpt,
  historyEntry,
  type StoredHistoryEntry,
  LEAD_NOT_FOUND,
  visibleLeadFilter,
  recordOnLead,
  takeBackRecord,
} from '../leads';

interface TaskLike {
  _id: Types.ObjectId;
  notes: string;
  state: TaskState;
  leadId?: Types.ObjectId | null;
}

/** What a task change says on its leads' timelines: a (un)link, or its state on the lead it is linked to. */
type TaskChange = { leadId: string | null } | { state: TaskState };

/**
 * Records a task change on the timelines it concerns, then runs the task's own write. The records
 * go first (the new lead's is also its visibility check, 404 as before) and are taken back if the
 * task's write fails: with no transaction on every engine, this order can at worst leave a visible
 * record of a change that failed with an error, never a change missing from its lead's timeline.
 */
export async function withTaskOnTimeline<T>(
  user: AuthUser,
  task: TaskLike,
  change: TaskChange,
  write: () => Promise<T>,
): Promise<T> {
  const recorded: { leadId: Types.ObjectId; entry: StoredHistoryEntry }[] = [];
  const on = async (leadId: Types.ObjectId, filter: Record<string, unknown>, entry: StoredHistoryEntry) => {
    if (!(await recordOnLead(filter, entry))) return false;
    recorded.push({ leadId, entry });
    return true;
  };
  const about = { ref: task._id, note: excerpt(task.notes) };
  const current = task.leadId ?? null;
  try {
    if ('state' in change) {
      const entry = historyEntry(user, 'task', { ...about, from: task.state, to: change.state });
      // The task's lead may since be deleted: the record is simply not kept then.
      if (current) await on(current, { _id: current }, entry);
    } else {
      const next = change.leadId ? new Types.ObjectId(change.leadId) : null;
      if (String(next) !== String(current)) {
        if (
          next &&
          !(await on(next, visibleLeadFilter(user, next), historyEntry(user, 'task', { ...about, to: TASK_LINKED })))
        )
          throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
        if (current) await on(current, { _id: current }, historyEntry(user, 'task', { ...about, from: TASK_LINKED }));
      }
    }
    return await write();
  } catch (err) {
    await Promise.all(recorded.map((r) => takeBackRecord(r.leadId, r.entry).catch(() => undefined)));
    throw err;
  }
}
