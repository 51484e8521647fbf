import type { Role, User } from '@crm/contracts';

/** Spec section 5: adding (or renaming to) a blank name. */
export const TEAM_NAME_REQUIRED = 'Please enter a team name';

export const validateTeamName = (name: string): string | null => (name.trim() ? null : TEAM_NAME_REQUIRED);

/** CEO and Admin accounts do not belong to teams (the API refuses them as members). */
export const canJoinTeams = (role: Role) => role !== 'CEO' && role !== 'Admin';

export const toggleId = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

export const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

type Person = Pick<User, 'role' | 'teamId' | 'teamIds'>;

/**
 * What saving would do to one person: Supervisors and Agents have one team, so ticking them
 * moves them here; Managers run many, so ticking adds this team to theirs.
 */
export function membershipNote(person: Person, teamId: string, checked: boolean): string | null {
  if (person.role === 'Manager') {
    const runs = person.teamIds.some((t) => t._id === teamId);
    if (checked && !runs) return 'Will also run this team';
    if (!checked && runs) return 'Will stop running this team';
    return null;
  }
  const here = person.teamId?._id === teamId;
  if (checked && !here) return person.teamId ? `Moves from ${person.teamId.name}` : 'Joins this team';
  if (!checked && here) return 'Leaves this team';
  return null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The toast after a team is deleted, from the API's answer. */
export function teamDeletedMessage(name: string, result: { membersUnassigned: number; leadsUnassigned: number }) {
  return `Team "${name}" deleted. ${plural(result.membersUnassigned, 'member')} and ${plural(result.leadsUnassigned, 'lead')} unassigned.`;
}
