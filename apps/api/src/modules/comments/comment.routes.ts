import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { addComment, commentsForLead } from './comment.service';

export const commentRoutes: RouteModule<typeof contract.comments> = () => ({
  forLead: ({ user, params, query }) => commentsForLead(user, params.leadId, query),
  create: ({ user, body }) => addComment(user, body),
});
