import type { Role, User } from '@crm/contracts';

let seq = 0;
const nextId = () => (++seq).toString(16).padStart(24, '0');

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: nextId(),
    name: 'Sara Ali',
    email: 'sara@agency.test',
    role: 'Agent' as Role,
    teamId: null,
    teamIds: [],
    active: true,
    mustChangePassword: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
