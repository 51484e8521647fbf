import { listenTo } from '../../core/events';
import { TaskModel } from './task.model';

/** A merged duplicate's tasks go on with the kept lead (the leads module publishes the merge). */
export function listenToLeadEvents() {
  listenTo('lead.merged', async ({ from, into }) => {
    await TaskModel.updateMany({ leadId: from }, { $set: { leadId: into._id } });
  });
}
