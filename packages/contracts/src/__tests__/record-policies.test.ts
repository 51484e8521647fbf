import {
  canAssignLead,
  canChangeLeadStatus,
  canConvertLead,
  canDeleteLead,
  canDeleteUser,
  canJoinTeams,
  canManageUser,
  canSeeLead,
  canViewTeam,
  ROLES,
  rolesFor,
  teamModeOf,
  teamsOf,
  teamsContract,
  toLeadRecord,
  type Lead,
  type LeadRecord,
  type LeadStatus,
  type PolicyUser,
  type Role,
} from '../index';

// Design section 5, one table per policy.

const NORTH = 'n'.repeat(24);
const SOUTH = 's'.repeat(24);
const person = (role: Role, _id: string, teams: { teamId?: string; teamIds?: string[] } = {}): PolicyUser => ({
  _id,
  role,
  teamId: teams.teamId ?? null,
  teamIds: teams.teamIds ?? [],
});
const ceo = person('CEO', 'ceo');
const admin = person('Admin', 'admin');
const manager = person('Manager', 'manager', { teamIds: [NORTH, SOUTH] });
const supervisor = person('Supervisor', 'supervisor', { teamId: NORTH });
const agent = person('Agent', 'agent', { teamId: NORTH });
const lead = (l: Partial<LeadRecord> = {}): LeadRecord => ({
  status: 'New',
  privacy: 'public',
  assignedTo: null,
  createdBy: null,
  teamId: null,
  ...l,
});

describe('teamsOf / teamModeOf / canJoinTeams', () => {
  it.each([
    ['a Manager: the teams they run', { role: 'Manager', teamId: null, teamIds: [NORTH, SOUTH] }, [NORTH, SOUTH]],
    ['a Supervisor: their one team', { role: 'Supervisor', teamId: NORTH, teamIds: [] }, [NORTH]],
    ['an Agent: their one team', { role: 'Agent', teamId: SOUTH, teamIds: [] }, [SOUTH]],
    ['an Agent without a team', { role: 'Agent', teamId: null, teamIds: [] }, []],
    ['a CEO: none', { role: 'CEO', teamId: null, teamIds: [] }, []],
    ['an Admin: none', { role: 'Admin', teamId: null, teamIds: [] }, []],
  ] as const)('%s', (_, user, teams) => {
    expect(teamsOf(user)).toEqual(teams);
  });

  it('reads populated refs as well as ids', () => {
    const north = { _id: NORTH, name: 'North' };
    expect(teamsOf({ role: 'Agent', teamId: north, teamIds: [] })).toEqual([north]);
    expect(teamsOf({ role: 'Manager', teamId: null, teamIds: [north] })).toEqual([north]);
  });

  it.each([
    ['CEO', 'none', false],
    ['Admin', 'none', false],
    ['Manager', 'many', true],
    ['Supervisor', 'one', true],
    ['Agent', 'one', true],
  ] as const)('%s: team mode %s, joins teams %s', (role, mode, joins) => {
    expect(teamModeOf(role)).toBe(mode);
    expect(canJoinTeams(role)).toBe(joins);
  });
});

describe('canViewTeam', () => {
  it.each([
    ['CEO, any team', ceo, SOUTH, true],
    ['Admin, any team', admin, SOUTH, true],
    ['Manager, a team they run', person('Manager', 'm', { teamIds: [NORTH] }), NORTH, true],
    ['Manager, another team', person('Manager', 'm', { teamIds: [NORTH] }), SOUTH, false],
    ['Supervisor, even their own (not the teams pages)', supervisor, NORTH, false],
    ['Agent', agent, NORTH, false],
  ] as const)('%s: %s', (_, user, teamId, expected) => {
    expect(canViewTeam(user, teamId)).toBe(expected);
  });
});

describe('the team page (GET /api/teams/my)', () => {
  it('serves Supervisors and Managers, in the permission table and the contract alike', () => {
    expect(rolesFor('myTeam:view')).toEqual(['Manager', 'Supervisor']);
    expect(teamsContract.my.roles).toEqual(rolesFor('myTeam:view'));
  });
});

describe('canSeeLead', () => {
  it.each([
    ['CEO: a private lead of anyone', ceo, lead({ privacy: 'agent_private', assignedTo: 'x' }), true],
    ['Admin: a lead of no team', admin, lead(), true],
    ['Manager: a public lead of a team they run', manager, lead({ teamId: SOUTH }), true],
    ['Manager: a private lead of their team', manager, lead({ teamId: NORTH, privacy: 'agent_private' }), false],
    ['Manager: a public lead of another team', manager, lead({ teamId: 'o'.repeat(24) }), false],
    ['Supervisor: a public lead of their team', supervisor, lead({ teamId: NORTH }), true],
    ['Supervisor: a public lead of another team', supervisor, lead({ teamId: SOUTH }), false],
    ['Supervisor: a lead they created elsewhere', supervisor, lead({ teamId: SOUTH, createdBy: 'supervisor' }), true],
    ['Agent: a public lead of their team', agent, lead({ teamId: NORTH }), false],
    ['Agent: a private lead assigned to them', agent, lead({ privacy: 'agent_private', assignedTo: 'agent' }), true],
    ['Agent: a lead they created', agent, lead({ createdBy: 'agent', assignedTo: 'x' }), true],
    ['Agent: a lead of no team and no owner', agent, lead(), false],
  ] as const)('%s: %s', (_, user, record, expected) => {
    expect(canSeeLead(user, record)).toBe(expected);
  });
});

describe('canChangeLeadStatus', () => {
  const mine = (status: LeadStatus) => lead({ status, assignedTo: 'agent' });
  it.each([
    ['Agent, own lead, New -> Contacted', agent, mine('New'), 'Contacted', true],
    ['Agent, own lead, unchanged Won', agent, mine('Won'), 'Won', true],
    ['Agent, own lead, reopening Won', agent, mine('Won'), 'New', false],
    ['Agent, own lead, reopening Lost', agent, mine('Lost'), 'Qualified', false],
    ['Agent, a lead not assigned to them', agent, lead({ assignedTo: 'x' }), 'Contacted', false],
    ['Agent, an unassigned lead', agent, lead(), 'Contacted', false],
    ['Supervisor, reopening Won', supervisor, lead({ status: 'Won', assignedTo: 'x' }), 'New', true],
    ['Manager, closing a lead', manager, lead({ assignedTo: 'x' }), 'Lost', true],
    ['Admin, reopening Lost', admin, lead({ status: 'Lost' }), 'FollowUp', true],
    ['CEO, any change', ceo, lead({ status: 'Won' }), 'Lost', true],
  ] as const)('%s: %s', (_, user, record, next, expected) => {
    expect(canChangeLeadStatus(user, record, next)).toBe(expected);
  });
});

describe('lead actions: convert, assign, delete', () => {
  const priv = lead({ privacy: 'agent_private' });
  const pub = lead();
  it.each([
    // role, convert private, convert public, assign public, assign private, delete
    ['CEO', true, false, true, false, true],
    ['Admin', true, false, true, false, true],
    ['Manager', false, false, true, false, false],
    ['Supervisor', false, false, true, false, false],
    ['Agent', false, false, false, false, false],
  ] as const)('%s', (role, convertPrivate, convertPublic, assignPublic, assignPrivate, remove) => {
    const user = { role };
    expect(canConvertLead(user, priv)).toBe(convertPrivate);
    expect(canConvertLead(user, pub)).toBe(convertPublic);
    expect(canAssignLead(user, pub)).toBe(assignPublic);
    expect(canAssignLead(user, priv)).toBe(assignPrivate);
    expect(canDeleteLead(user)).toBe(remove);
  });

  it('allows nothing to nobody', () => {
    expect(canConvertLead(null, priv)).toBe(false);
    expect(canAssignLead(undefined, pub)).toBe(false);
    expect(canDeleteLead(null)).toBe(false);
  });
});

describe('toLeadRecord (the web side: a contract Lead with populated refs)', () => {
  it('keeps the ids of the refs', () => {
    const ref = (_id: string) => ({ _id, name: 'x' });
    const contractLead = {
      status: 'Won',
      privacy: 'public',
      assignedTo: ref('a'.repeat(24)),
      createdBy: null,
      teamId: ref(NORTH),
    } as Pick<Lead, 'status' | 'privacy' | 'assignedTo' | 'createdBy' | 'teamId'>;
    expect(toLeadRecord(contractLead)).toEqual({
      status: 'Won',
      privacy: 'public',
      assignedTo: 'a'.repeat(24),
      createdBy: null,
      teamId: NORTH,
    });
  });
});

describe('canManageUser / canDeleteUser', () => {
  it.each([
    ['CEO', ROLES],
    // An Admin manages the roles below: no Admin takes over another Admin's account.
    ['Admin', ['Manager', 'Supervisor', 'Agent']],
    ['Manager', []],
    ['Supervisor', []],
    ['Agent', []],
  ] as const)('a %s manages accounts of the roles %j', (caller, targets) => {
    expect(ROLES.filter((target) => canManageUser({ role: caller }, target))).toEqual(targets);
  });

  it.each([
    ['Admin deletes a Manager', admin, { _id: 'm', role: 'Manager' }, true],
    ['Admin deletes a CEO', admin, { _id: 'c', role: 'CEO' }, false],
    ['CEO deletes another CEO', ceo, { _id: 'c2', role: 'CEO' }, true],
    ['CEO deletes themselves', ceo, { _id: 'ceo', role: 'CEO' }, false],
    ['Admin deletes themselves', admin, { _id: 'admin', role: 'Admin' }, false],
    ['Manager deletes an Agent', manager, { _id: 'x', role: 'Agent' }, false],
  ] as const)('%s: %s', (_, caller, target, expected) => {
    expect(canDeleteUser(caller, target)).toBe(expected);
  });

  it('allows nothing to nobody', () => {
    expect(canManageUser(null, 'Agent')).toBe(false);
    expect(canDeleteUser(undefined, { _id: 'x', role: 'Agent' })).toBe(false);
  });
});
