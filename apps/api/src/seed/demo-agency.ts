import bcrypt from 'bcryptjs';
import { LookupModel, PROPERTY_INTEREST } from '../modules/lookups';
import { TeamModel } from '../modules/users';
import { UserModel } from '../modules/users';
import { DEMO_USERS } from '../config/published-logins';

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
