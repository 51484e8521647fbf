import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import { ROLES } from '@crm/contracts';
import { TeamModel } from '../src/modules/teams/team.model';
import { UserModel } from '../src/modules/users/user.model';

/** A large agency: `teams` teams and `users` users spread over them, inserted in bulk. */
export async function seedAgency(sizes: { teams: number; users: number }) {
  const teams = await TeamModel.insertMany(
    Array.from({ length: sizes.teams }, (_, i) => ({ name: `Team ${i + 1}`, nameKey: `team ${i + 1}` })),
  );
  const passwordHash = await bcrypt.hash('bench123', 4);
  const users = Array.from({ length: sizes.users }, (_, i) => {
    const role = i === 0 ? 'CEO' : i < 5 ? 'Admin' : (ROLES[2 + (i % 3)] as (typeof ROLES)[number]);
    const team = teams[i % teams.length]!._id as Types.ObjectId;
    return {
      name: `Person ${String(i).padStart(4, '0')}`,
      email: `person${i}@bench.local`,
      role,
      passwordHash,
      teamId: role === 'Supervisor' || role === 'Agent' ? team : null,
      teamIds: role === 'Manager' ? [team, teams[(i + 1) % teams.length]!._id] : [],
    };
  });
  const inserted = await UserModel.insertMany(users);
  return { teams, users: inserted };
}
