import { canSendTeamMessage, teamsOf, type Message, type TeamMessageBody } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { UserModel } from '../users';
import { sendMessage } from './chat.service';

/**
 * POST /api/teams/message: a Manager or Supervisor writes to a member of their team(s); it arrives
 * as a chat message carrying its subject. Anyone outside their teams (or unknown) is a 403.
 */
export async function sendTeamMessage(caller: AuthUser, body: TeamMessageBody): Promise<Message> {
  const recipient = await UserModel.findOne({ _id: body.toUserId, deletedAt: null })
    .select('role teamId teamIds')
    .lean();
  const member = recipient && {
    _id: String(recipient._id),
    role: recipient.role,
    teamId: recipient.teamId ? String(recipient.teamId) : null,
    teamIds: teamsOf(recipient).map(String),
  };
  if (!member || !canSendTeamMessage(caller, member)) {
    throw new AppError('TEAM_MESSAGE_FORBIDDEN', 'You can only message members of your team');
  }
  return sendMessage(caller, body.toUserId, { body: body.message, subject: body.subject });
}
