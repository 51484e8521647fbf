import { can, type PolicyUser } from '../auth/policies';
import { teamsOf, type TeamHolder } from '../teams/team.policies';

/** A chat is one-to-one: never with oneself. */
export const canChatWith = (caller: Pick<PolicyUser, '_id'>, partnerId: string) => caller._id !== partnerId;

/**
 * Design section 5: a Manager or Supervisor sends a team message to a member of their team(s),
 * not to themselves. Other roles never.
 */
export function canSendTeamMessage(caller: PolicyUser, recipient: TeamHolder<string> & { _id: string }): boolean {
  if (!can(caller, 'teams:message') || recipient._id === caller._id) return false;
  const mine = new Set(teamsOf(caller));
  return teamsOf(recipient).some((teamId) => mine.has(teamId));
}

/** The key both sides of a conversation share, whoever writes: the two ids in order. */
export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
