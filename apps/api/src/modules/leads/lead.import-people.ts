import { emailAddress, isAdminRole, matchKey } from '@crm/contracts';
import type { AssigneeRef } from './lead.creation';
import { UserModel } from '../users';

/** A person the "Assigned to" column names, as found among the live, active users. */
export type PersonMatch =
  | { kind: 'found'; id: string }
  | { kind: 'unknown' }
  /** Two or more people share that name: none is chosen (a wrong owner is worse than none). */
  | { kind: 'ambiguous' }
  /** A CEO or Admin, who hold no leads. */
  | { kind: 'notAssignable' };

export interface SheetPeople {
  /** Those who may hold leads (active, live, not CEO or Admin), by id: the rules' assignees. */
  assignable: Map<string, AssigneeRef & { name: string }>;
  /** The person a cell names, by email or by a name no one else has. */
  match: (text: string) => PersonMatch;
}

/**
 * The live, active users, read once for the whole sheet (the agency's staff: a few hundred at most),
 * to match the "Assigned to" column by email (any case) or by name (as `matchKey` compares names:
 * case, spaces and Arabic letter forms do not count).
 */
export async function loadSheetPeople(): Promise<SheetPeople> {
  const people = await UserModel.find({ deletedAt: null, active: true })
    .select('name email role teamId teamIds')
    .lean<(AssigneeRef & { name: string })[]>();
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  const byName = new Map<string, (typeof people)[number][]>();
  for (const person of people) {
    const key = matchKey(person.name);
    if (key) byName.set(key, [...(byName.get(key) ?? []), person]);
  }
  const assignable = new Map(people.filter((p) => !isAdminRole(p.role)).map((p) => [String(p._id), p]));
  const match = (text: string): PersonMatch => {
    const email = emailAddress.safeParse(text);
    const named = email.success ? [byEmail.get(email.data)].filter((p) => p !== undefined) : byName.get(matchKey(text));
    if (!named?.length) return { kind: 'unknown' };
    if (named.length > 1) return { kind: 'ambiguous' };
    const id = String(named[0]!._id);
    return assignable.has(id) ? { kind: 'found', id } : { kind: 'notAssignable' };
  };
  return { assignable, match };
}
