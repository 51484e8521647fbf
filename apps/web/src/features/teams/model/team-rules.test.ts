import type { User } from '@crm/contracts';
import { membershipNote, sameIds, toggleId } from './team-rules';

const north = { _id: 'a'.repeat(24), name: 'North' };
const south = { _id: 'b'.repeat(24), name: 'South' };
const person = (p: Partial<User>) =>
  ({ role: 'Agent', teamId: null, teamIds: [], ...p }) as Pick<User, 'role' | 'teamId' | 'teamIds'>;

describe('membership', () => {
  it('explains that an Agent or Supervisor moves from their current team', () => {
    expect(membershipNote(person({ teamId: south }), north._id, true)).toBe('Moves from South');
    expect(membershipNote(person({ role: 'Supervisor' }), north._id, true)).toBe('Joins this team');
    expect(membershipNote(person({ teamId: north }), north._id, false)).toBe('Leaves this team');
    expect(membershipNote(person({ teamId: north }), north._id, true)).toBeNull();
  });

  it('explains that a Manager adds or drops this team', () => {
    expect(membershipNote(person({ role: 'Manager', teamIds: [south] }), north._id, true)).toBe(
      'Will also run this team',
    );
    expect(membershipNote(person({ role: 'Manager', teamIds: [north] }), north._id, false)).toBe(
      'Will stop running this team',
    );
  });

  it('toggles ids and compares selections regardless of order', () => {
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleId(['b'], 'a')).toEqual(['b', 'a']);
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
  });
});
