import { teamsOf, type User } from '@crm/contracts';

export const toggleId = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

export const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

type Person = Pick<User, 'role' | 'teamId' | 'teamIds'>;

/**
 * What saving would do to one person: Supervisors and Agents have one team, so ticking them
 * moves them here; Managers run many, so ticking adds this team to theirs.
 */
export function membershipNote(person: Person, teamId: string, checked: boolean): string | null {
  const here = teamsOf(person).some((t) => t._id === teamId);
  if (person.role === 'Manager') {
    if (checked && !here) return 'Will also run this team';
    if (!checked && here) return 'Will stop running this team';
    return null;
  }
  if (checked && !here) return person.teamId ? `Moves from ${person.teamId.name}` : 'Joins this team';
  if (!checked && here) return 'Leaves this team';
  return null;
}
