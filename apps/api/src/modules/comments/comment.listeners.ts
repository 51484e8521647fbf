import { listenTo } from '../../core/events';
import { CommentModel } from './comment.model';
import { addImportedFeedback } from './comment.service';

/** What lead feedback does as leads change (the leads module publishes; see leads/lead.events.ts). */
export function listenToLeadEvents() {
  // A sheet's Notes become the first feedback of the leads it created.
  listenTo('leads.created', ({ actor, notes }) => addImportedFeedback(actor, notes));
  listenTo('lead.merged', async ({ from, into }) => {
    await CommentModel.updateMany({ leadId: from }, { $set: { leadId: into._id } });
  });
}
