import { Types } from 'mongoose';
import {
  canAssignTaskTo,
  canDeleteTask,
  canToggleTask,
  taskAssigneeScope,
  taskVisibility,
  todayRange,
  type CreateTaskBody,
  type ListTasksQuery,
  type Paginated,
  type Task,
  type TaskRecord,
  type UpdateTaskBody,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { assigneeOptions, UserModel, membersOf } from '../users';
import { leadLinkOf, type LinkedLead } from '../leads';
import { TASK_POPULATE, TaskModel } from './task.model';
import { dueClause } from './task.filters';
import { withTaskOnTimeline } from './task.timeline';

const TASK_NOT_FOUND = 'Task not found';
const oid = (id: string) => new Types.ObjectId(id);
type TaskDocument = InstanceType<typeof TaskModel>;
/** A populated task as answered; its lead named only to a viewer who may open it (a CEO links any lead). */
function toTaskDto(user: AuthUser, doc: TaskDocument): Task {
  const task = doc.toJSON() as unknown as Omit<Task, 'leadId'>;
  const lead = doc.leadId as unknown as LinkedLead | null;
  return { ...task, leadId: lead ? leadLinkOf(user, lead) : null };
}
const idOf = (ref: unknown) => (ref ? String(ref) : null);
const recordOf = (doc: TaskDocument): TaskRecord => ({
  assignedTo: idOf(doc.assignedTo),
  createdBy: idOf(doc.createdBy),
});

/** The tasks a caller may see, as a query (`taskVisibility` in contracts); one query for team members. */
async function visibilityFilter(user: AuthUser): Promise<Record<string, unknown>> {
  const visibility = taskVisibility(user);
  if (visibility.all) return {};
  const me = oid(user._id);
  const or: Record<string, unknown>[] = [{ assignedTo: me }, { createdBy: me }];
  if (visibility.membersOfTeams.length) {
    const members = await UserModel.find({
      ...membersOf(visibility.membersOfTeams),
      role: { $in: [...visibility.memberRoles] },
    }).distinct('_id');
    if (members.length) or.push({ assignedTo: { $in: members } });
  }
  return { $or: or };
}

export async function listTasks(user: AuthUser, query: ListTasksQuery, timeZone: string): Promise<Paginated<Task>> {
  const and = [await visibilityFilter(user)];
  const due = dueClause(query.filter, timeZone);
  if (due) and.push(due);
  if (query.leadId) and.push({ leadId: oid(query.leadId) });
  const filter = { $and: and };
  const [docs, total] = await Promise.all([
    TaskModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .populate(TASK_POPULATE),
    TaskModel.countDocuments(filter),
  ]);
  return { items: docs.map((doc) => toTaskDto(user, doc)), total, page: query.page, limit: query.limit };
}

/** The sidebar's count: the caller's own open tasks due today in the agency's zone. */
export async function countMyTasksToday(user: AuthUser, timeZone: string) {
  const { start, end } = todayRange(timeZone);
  const count = await TaskModel.countDocuments({
    assignedTo: oid(user._id),
    state: 'Open',
    dueDate: { $gte: start, $lt: end },
  });
  return { count };
}

/** The assignee query for a creator (`taskAssigneeScope`): active, not deleted. */
function assigneeFilter(user: AuthUser): Record<string, unknown> {
  const base = { deletedAt: null, active: true };
  const scope = taskAssigneeScope(user);
  if (scope.kind === 'anyone') return base;
  if (scope.kind === 'roles') return { ...base, role: { $in: [...scope.roles] } };
  if (scope.kind === 'teams') return { ...membersOf(scope.teamIds), ...base };
  return { ...base, _id: null };
}

export const listTaskAssignees = (user: AuthUser, search: string | undefined) =>
  assigneeOptions(assigneeFilter(user), search);

export async function createTask(user: AuthUser, body: CreateTaskBody): Promise<Task> {
  const assignee = await UserModel.findOne({ _id: oid(body.assignedTo), deletedAt: null, active: true })
    .select('role teamId teamIds')
    .lean();
  const holder = assignee && {
    role: assignee.role,
    teamId: idOf(assignee.teamId),
    teamIds: (assignee.teamIds ?? []).map(String),
  };
  if (!holder || !canAssignTaskTo(user, holder)) {
    const message =
      user.role === 'Manager' || user.role === 'Supervisor'
        ? 'Please choose a team member'
        : 'You cannot give tasks to this person';
    throw new AppError('TASK_ASSIGNEE_NOT_ALLOWED', message);
  }
  const doc = await TaskModel.create({
    notes: body.notes,
    state: body.state ?? 'Open',
    dueDate: body.dueDate ? new Date(body.dueDate) : null,
    assignedTo: oid(body.assignedTo),
    createdBy: oid(user._id),
  });
  return toTaskDto(user, await doc.populate(TASK_POPULATE));
}

/** A task the caller may see, else 404 (a task outside one's visibility does not exist for them). */
async function findVisibleTask(user: AuthUser, id: string) {
  const doc = await TaskModel.findOne({ $and: [{ _id: oid(id) }, await visibilityFilter(user)] });
  if (!doc) throw new AppError('TASK_NOT_FOUND', TASK_NOT_FOUND);
  return doc;
}

export async function updateTask(user: AuthUser, id: string, body: UpdateTaskBody): Promise<Task> {
  const doc = await findVisibleTask(user, id);
  if ('state' in body) {
    if (!canToggleTask(user, recordOf(doc)))
      throw new AppError('TASK_STATE_FORBIDDEN', 'Only the assignee can change the task status');
    if (body.state === doc.state) return toTaskDto(user, await doc.populate(TASK_POPULATE));
  }
  // The linked lead's timeline says so in the same step (task.timeline.ts): linked, unlinked, done.
  await withTaskOnTimeline(user, doc, body, async () => {
    if ('state' in body) doc.state = body.state;
    else doc.leadId = body.leadId ? new Types.ObjectId(body.leadId) : null;
    await doc.save();
  });
  return toTaskDto(user, await doc.populate(TASK_POPULATE));
}

export async function deleteTask(user: AuthUser, id: string) {
  const doc = await findVisibleTask(user, id);
  if (!canDeleteTask(user, recordOf(doc)))
    throw new AppError('TASK_DELETE_FORBIDDEN', 'Only the creator, Admin or CEO can delete this task');
  await doc.deleteOne();
  return { ok: true as const };
}
