import { PUBLISHED_DEMO_PASSWORDS, type Role } from '@crm/contracts';

/**
 * Logins anyone can read: the README's demo agency, the shared new-user password of earlier
 * versions, and the test suite's. Development seeds the demo ones; production refuses every one of
 * them as the first CEO's password (config/first-ceo.ts) and closes accounts still on the old
 * shared one (modules/users/shared-password-migration.ts).
 */

/** The demo CEO: ADMIN_EMAIL / ADMIN_PASSWORD's defaults outside production. */
export const DEMO_CEO = { email: 'ceo@agency.test', password: 'ceo12345' };

/** The demo logins listed in the README. The CEO comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const DEMO_USERS: { name: string; email: string; password: string; role: Role; teams: string[] }[] = [
  { name: 'Karim Adel', email: 'admin@agency.test', password: 'admin123', role: 'Admin', teams: [] },
  {
    name: 'Mona Saleh',
    email: 'manager@agency.test',
    password: 'manager123',
    role: 'Manager',
    teams: ['Cairo Sales', 'Giza Sales'],
  },
  {
    name: 'Tarek Fahmy',
    email: 'manager2@agency.test',
    password: 'manager123',
    role: 'Manager',
    teams: ['New Capital'],
  },
  {
    name: 'Youssef Nabil',
    email: 'supervisor@agency.test',
    password: 'super123',
    role: 'Supervisor',
    teams: ['Cairo Sales'],
  },
  {
    name: 'Hana Mostafa',
    email: 'supervisor2@agency.test',
    password: 'super123',
    role: 'Supervisor',
    teams: ['Giza Sales'],
  },
  { name: 'Laila Hassan', email: 'agent@agency.test', password: 'agent123', role: 'Agent', teams: ['Cairo Sales'] },
  { name: 'Omar Khaled', email: 'agent2@agency.test', password: 'agent123', role: 'Agent', teams: ['Cairo Sales'] },
  { name: 'Salma Ibrahim', email: 'agent3@agency.test', password: 'agent123', role: 'Agent', teams: ['Giza Sales'] },
  { name: 'Ahmed Samir', email: 'agent4@agency.test', password: 'agent123', role: 'Agent', teams: ['Giza Sales'] },
  { name: 'Nour Ali', email: 'agent5@agency.test', password: 'agent123', role: 'Agent', teams: ['New Capital'] },
];

/** What earlier versions gave every user added without a password (DEFAULT_USER_PASSWORD). */
export const RETIRED_SHARED_PASSWORD = 'Welcome123';

/** Passwords the test suite signs in with (test/helpers.ts, seed tests). */
const TEST_PASSWORDS = ['secret123', 'Default123', 'boss12345'];

export const PUBLISHED_PASSWORDS: readonly string[] = [
  ...new Set(
    [
      ...PUBLISHED_DEMO_PASSWORDS,
      DEMO_CEO.password,
      ...DEMO_USERS.map((u) => u.password),
      RETIRED_SHARED_PASSWORD,
      ...TEST_PASSWORDS,
    ].map((p) => p.toLowerCase()),
  ),
];
