import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../http/route-module';
import { acceptInvitation, previewInvitation } from './user.invitation';

/** Public: the invited person opens their link before they have any session. */
export const invitationRoutes: RouteModule<typeof contract.invitations> = ({ config }) => ({
  preview: ({ body }) => previewInvitation(body.token),
  accept: ({ body }) => acceptInvitation(body, config),
});
