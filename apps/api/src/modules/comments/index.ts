// Comments: feedback written on a lead.
export { CommentModel } from './comment.model';
export { feedbackOfLeads } from './comment.notes';
export { listenToLeadEvents } from './comment.listeners';
