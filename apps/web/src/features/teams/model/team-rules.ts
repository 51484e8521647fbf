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

/** The people saving would take out of another team (Agents and Supervisors have one team). */
export function movedFromOtherTeams<P extends Person & { _id: string; name: string }>(
  people: readonly P[],
  selected: readonly string[],
  teamId: string,
): { name: string; from: string }[] {
  return people
    .filter((p) => p.role !== 'Manager' && selected.includes(p._id) && p.teamId && p.teamId._id !== teamId)
    .map((p) => ({ name: p.name, from: p.teamId!.name }));
}
