import bcrypt from 'bcryptjs';
import type { Role } from '@crm/contracts';
import { LookupModel, PROPERTY_INTEREST } from '../modules/lookups/lookup.model';
import { TeamModel } from '../modules/teams/team.model';
import { UserModel } from '../modules/users/user.model';

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

export const DEMO_TEAMS = ['Cairo Sales', 'Giza Sales', 'New Capital'];
export const DEMO_INTERESTS = [
  'Apartment',
  'Villa',
  'Duplex',
  'Townhouse',
  'Penthouse',
  'Chalet',
  'Commercial',
  'Land',
];

export async function seedDemoAgency(bcryptRounds: number) {
  const teams = await TeamModel.insertMany(DEMO_TEAMS.map((name) => ({ name })));
  const teamId = new Map(teams.map((t) => [t.name, t._id]));
  const hashes = new Map<string, string>();
  for (const password of new Set(DEMO_USERS.map((u) => u.password))) {
    hashes.set(password, await bcrypt.hash(password, bcryptRounds));
  }
  await UserModel.insertMany(
    DEMO_USERS.map((u) => {
      const ids = u.teams.map((t) => teamId.get(t));
      return {
        name: u.name,
        email: u.email,
        role: u.role,
        passwordHash: hashes.get(u.password),
        teamId: u.role === 'Manager' ? null : (ids[0] ?? null),
        teamIds: u.role === 'Manager' ? ids : [],
      };
    }),
  );
  await LookupModel.insertMany(
    DEMO_INTERESTS.map((label) => ({ kind: PROPERTY_INTEREST, label, value: label.toLowerCase() })),
  );
}
