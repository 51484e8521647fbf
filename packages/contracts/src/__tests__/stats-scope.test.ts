import { statsScopeRefusal } from '../leads/lead.policies';
import type { PolicyUser } from '../auth/policies';

const user = (role: PolicyUser['role'], over: Partial<PolicyUser> = {}): PolicyUser => ({
  _id: 'me',
  role,
  teamId: null,
  teamIds: [],
  ...over,
});
const member = (teamId: string) => ({ role: 'Agent' as const, teamId, teamIds: [] });

describe('statsScopeRefusal (who may narrow lead statistics to a team or a person)', () => {
  it.each([
    ['CEO, any team and person', user('CEO'), { teamId: 'x', assignedTo: 'y' }, null, null],
    ['Manager, one of their teams', user('Manager', { teamIds: ['a', 'b'] }), { teamId: 'b' }, null, null],
    ['Manager, a member of their team', user('Manager', { teamIds: ['a'] }), { assignedTo: 'p' }, member('a'), null],
    ['Supervisor, their team', user('Supervisor', { teamId: 'a' }), { teamId: 'a' }, null, null],
    ['Agent, themself', user('Agent', { teamId: 'a' }), { assignedTo: 'me' }, null, null],
    [
      'Manager, another team',
      user('Manager', { teamIds: ['a'] }),
      { teamId: 'z' },
      null,
      'You can only see the figures of your own team',
    ],
    [
      'Supervisor, someone of another team',
      user('Supervisor', { teamId: 'a' }),
      { assignedTo: 'p' },
      member('z'),
      'You can only see the figures of people in your team',
    ],
    [
      'Supervisor, nobody known',
      user('Supervisor', { teamId: 'a' }),
      { assignedTo: 'p' },
      null,
      'You can only see the figures of people in your team',
    ],
    [
      'Agent, a colleague',
      user('Agent', { teamId: 'a' }),
      { assignedTo: 'p' },
      member('a'),
      'You can only see your own figures',
    ],
  ] as const)('%s', (_name, caller, scope, assignee, refusal) => {
    expect(statsScopeRefusal(caller, scope, assignee)).toBe(refusal);
  });
});
