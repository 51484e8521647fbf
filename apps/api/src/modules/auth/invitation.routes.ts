import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { acceptInvitation, previewInvitation } from './invitation-acceptance';

/** Public: the invited person opens their link before they have any session. */
export const invitationRoutes: RouteModule<typeof contract.invitations> = ({ config }) => ({
  preview: ({ body }) => previewInvitation(body.token),
  accept: ({ body }) => acceptInvitation(body, config),
});
