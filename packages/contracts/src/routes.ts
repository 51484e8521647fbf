import { authContract, healthContract, invitationContract } from './auth/auth.contract';
import { usersContract } from './users/user.contract';
import { teamsContract } from './teams/team.contract';
import { lookupsContract } from './lookups/lookup.contract';
import { leadsContract } from './leads/lead.contract';
import { notificationsContract } from './notifications/notification.contract';
import { commentsContract } from './comments/comment.contract';
import { settingsContract } from './settings/settings.contract';
import { chatsContract } from './chats/chat.contract';
import { tasksContract } from './tasks/task.contract';
import { campaignsContract } from './campaigns/campaign.contract';
import { unitsContract } from './units/unit.contract';
import { uploadsContract } from './uploads/upload.contract';
import { importsContract } from './imports/import.contract';
import { intakeContract } from './intake/intake.contract';
import { routingContract } from './routing/routing.contract';
import { backupsContract } from './backups/backup.contract';
import { pushContract } from './push/push.contract';
import type { RouteDef } from './common/route';

/** Every REST route of the portal, grouped by domain. The API mounts all of them. */
export const contract = {
  health: healthContract,
  auth: authContract,
  invitations: invitationContract,
  users: usersContract,
  teams: teamsContract,
  lookups: lookupsContract,
  leads: leadsContract,
  notifications: notificationsContract,
  comments: commentsContract,
  settings: settingsContract,
  chats: chatsContract,
  tasks: tasksContract,
  campaigns: campaignsContract,
  units: unitsContract,
  uploads: uploadsContract,
  imports: importsContract,
  intake: intakeContract,
  routing: routingContract,
  backups: backupsContract,
  push: pushContract,
};

export const allRoutes = (): RouteDef[] =>
  Object.values(contract).flatMap((group) => Object.values(group) as RouteDef[]);
