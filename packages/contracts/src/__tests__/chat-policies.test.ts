import {
  canChatWith,
  canSendTeamMessage,
  cursorOf,
  messageCursor,
  pairKeyOf,
  type PolicyUser,
  type Role,
} from '../index';

const NORTH = 'a'.repeat(24);
const SOUTH = 'b'.repeat(24);
const person = (role: Role, _id: string, teams: { teamId?: string; teamIds?: string[] } = {}): PolicyUser => ({
  _id,
  role,
  teamId: teams.teamId ?? null,
  teamIds: teams.teamIds ?? [],
});

describe('canSendTeamMessage (design section 5)', () => {
  const member = person('Agent', '1'.repeat(24), { teamId: NORTH });
  it.each([
    ['a Manager running the team', person('Manager', '2'.repeat(24), { teamIds: [SOUTH, NORTH] }), true],
    ['a Supervisor of the team', person('Supervisor', '3'.repeat(24), { teamId: NORTH }), true],
    ['a Supervisor of another team', person('Supervisor', '3'.repeat(24), { teamId: SOUTH }), false],
    ['a Manager of other teams', person('Manager', '2'.repeat(24), { teamIds: [SOUTH] }), false],
    ['an Agent of the team', person('Agent', '4'.repeat(24), { teamId: NORTH }), false],
    ['a CEO', person('CEO', '5'.repeat(24)), false],
    ['an Admin', person('Admin', '6'.repeat(24)), false],
  ])('%s: %s', (_label, caller, allowed) => {
    expect(canSendTeamMessage(caller, member)).toBe(allowed);
  });

  it('never to oneself', () => {
    const supervisor = person('Supervisor', '3'.repeat(24), { teamId: NORTH });
    expect(canSendTeamMessage(supervisor, supervisor)).toBe(false);
  });
});

describe('chat helpers', () => {
  it('names a conversation the same from both sides, and no chat with oneself', () => {
    expect(pairKeyOf(NORTH, SOUTH)).toBe(pairKeyOf(SOUTH, NORTH));
    expect(canChatWith({ _id: NORTH }, NORTH)).toBe(false);
    expect(canChatWith({ _id: NORTH }, SOUTH)).toBe(true);
  });

  it('reads back the time and id a cursor was made of, and refuses anything else', () => {
    const message = { _id: NORTH, createdAt: '2026-01-02T03:04:05.678Z' };
    expect(messageCursor.parse(cursorOf(message))).toEqual({ at: new Date(message.createdAt), id: NORTH });
    for (const bad of ['', 'x.y', `1.${NORTH}.1`, `${NORTH}`, `1e3.${NORTH}`]) {
      expect(messageCursor.safeParse(bad).success).toBe(false);
    }
  });
});
