import { canSendTeamMessage, teamsOf, type TeamMessageBody } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { UserModel } from '../users';
import { sendToMany } from './chat.service';

const FORBIDDEN = 'You can only message members of your team';

/**
 * POST /api/teams/message: a Manager or Supervisor writes to members of their team(s), all of them
 * or the ones chosen; each gets it as a chat message carrying its subject. Anyone among them outside
 * their teams or unknown (403), or deactivated (404), refuses the whole message: nobody gets half a
 * broadcast.
 */
export async function sendTeamMessage(caller: AuthUser, body: TeamMessageBody): Promise<{ sent: number }> {
  const ids = [...new Set(body.toUserIds)];
  const recipients = await UserModel.find({ _id: { $in: ids }, deletedAt: null })
    .select('role teamId teamIds active')
    .lean();
  const allowed = recipients.filter((recipient) =>
    canSendTeamMessage(caller, {
      _id: String(recipient._id),
      role: recipient.role,
      teamId: recipient.teamId ? String(recipient.teamId) : null,
      teamIds: teamsOf(recipient).map(String),
    }),
  );
  if (allowed.length !== ids.length) throw new AppError('TEAM_MESSAGE_FORBIDDEN', FORBIDDEN);
  if (allowed.some((recipient) => recipient.active === false)) {
    throw new AppError('CHAT_RECIPIENT_UNAVAILABLE', 'A member you chose is deactivated: leave them out');
  }
  const sent = await sendToMany(caller, ids, { body: body.message, subject: body.subject });
  return { sent };
}
