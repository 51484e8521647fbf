import { contract } from '@crm/contracts';
import { mountRoute } from '../../http/mount-route';
import type { RouteModule } from '../../http/route-module';
import { addComment, commentsForLead } from './comment.service';

export const commentRoutes: RouteModule = (app, { authenticate }) => {
  mountRoute(app, contract.comments.forLead, authenticate, ({ user, params, query }) =>
    commentsForLead(user, params.leadId, query),
  );
  mountRoute(app, contract.comments.create, authenticate, ({ user, body }) => addComment(user, body));
};
