import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { countMyTasksToday, createTask, deleteTask, listTaskAssignees, listTasks, updateTask } from './task.service';

export const taskRoutes: RouteModule<typeof contract.tasks> = ({ config }) => {
  const tz = config.timeZone;
  return {
    list: ({ user, query }) => listTasks(user, query, tz),
    todayCount: ({ user }) => countMyTasksToday(user, tz),
    assignees: ({ user, query }) => listTaskAssignees(user, query.search),
    create: ({ user, body }) => createTask(user, body),
    update: ({ user, params, body }) => updateTask(user, params.id, body),
    remove: ({ user, params }) => deleteTask(user, params.id),
  };
};
