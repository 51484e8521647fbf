// Tasks: to-dos given to staff, which may be linked to a lead.
export { TaskModel } from './task.model';
export { listenToLeadEvents } from './task.listeners';
