import { z } from 'zod';
import { defineRoute } from '../common/route';
import { idParams, okResponse } from '../common/primitives';
import { paginated } from '../common/pagination';
import { ROLES } from '../auth/roles';
import { rolesFor } from '../auth/policies';
import { assigneeOption } from '../users/user.schema';
import {
  createTaskBody,
  listTasksQuery,
  taskAssigneesQuery,
  taskCountSchema,
  taskSchema,
  updateTaskBody,
} from './task.schema';

export const tasksContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tasks',
    summary: 'Tasks the caller may see (all, due today, this week, overdue), names populated, paginated',
    roles: ROLES,
    query: listTasksQuery,
    response: paginated(taskSchema),
  }),
  todayCount: defineRoute({
    method: 'GET',
    path: '/api/tasks/today-count',
    summary: "The caller's own open tasks due today (the sidebar's count)",
    roles: ROLES,
    response: taskCountSchema,
  }),
  assignees: defineRoute({
    method: 'GET',
    path: '/api/tasks/assignees',
    summary: 'Who the caller may give a task to (team members; Admin: Manager/Supervisor/Agent; CEO: anyone)',
    roles: rolesFor('tasks:create'),
    query: taskAssigneesQuery,
    response: z.array(assigneeOption),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/tasks',
    summary: 'Create a task for someone the caller may assign to (notes default "Follow up")',
    roles: rolesFor('tasks:create'),
    body: createTaskBody,
    response: taskSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/tasks/:id',
    summary: 'Toggle the state (assignee only) or link a lead the caller can see',
    roles: ROLES,
    params: idParams,
    body: updateTaskBody,
    response: taskSchema,
    idempotent: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/tasks/:id',
    summary: 'Delete a task (its creator, or CEO/Admin)',
    roles: ROLES,
    params: idParams,
    response: okResponse,
  }),
};
