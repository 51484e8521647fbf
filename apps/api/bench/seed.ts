import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import { ROLES } from '@crm/contracts';
import { nameKeyOf } from '../src/db/name-key';
import { CommentModel } from '../src/modules/comments';
import { LeadModel } from '../src/modules/leads';
import { TeamModel, UserModel } from '../src/modules/users';

/** A large agency: `teams` teams and `users` users spread over them, inserted in bulk. */
export async function seedAgency(sizes: { teams: number; users: number }) {
  const teams = await TeamModel.insertMany(Array.from({ length: sizes.teams }, (_, i) => ({ name: `Team ${i + 1}` })));
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

const STATUSES = ['New', 'Contacted', 'FollowUp', 'Qualified', 'Won', 'Lost'] as const;
const WORDS = ['Ahmed', 'Mariam', 'Youssef', 'Nour', 'Omar', 'Farida', 'Karim', 'Salma', 'Hassan', 'Laila'];

/** `count` leads spread over a year, the given staff and teams, plus one comment per lead; bulk inserts. */
export async function seedLeads(
  count: number,
  staff: { _id: Types.ObjectId; teamId?: Types.ObjectId | null }[],
  insertLeads: (docs: object[]) => Promise<unknown>,
  insertComments: (docs: object[]) => Promise<unknown>,
) {
  const batch = 10_000;
  const now = Date.now();
  for (let start = 0; start < count; start += batch) {
    const leads = [];
    const comments = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const owner = staff[i % staff.length]!;
      const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
      const status = STATUSES[i % STATUSES.length]!;
      const _id = new Types.ObjectId();
      const createdAt = new Date(now - (i % 365) * 86_400_000 - (i % 86_400) * 1000);
      leads.push({
        _id,
        name,
        // Inserted past Mongoose (collection.insertMany), so the model's derived field is filled here.
        nameKey: nameKeyOf(name),
        phone: String(201_000_000_000 + i),
        email: `lead${i}@bench.local`,
        status,
        privacy: i % 10 === 0 ? 'agent_private' : 'public',
        assignedTo: owner._id,
        createdBy: owner._id,
        propertyInterest: i % 2 ? 'villa' : 'apartment',
        source: i % 3 ? 'Organic' : 'Campaign',
        teamId: owner.teamId ?? null,
        followUpDate: status === 'FollowUp' ? new Date(now + (i % 5) * 86_400_000) : null,
        followUpNotes: '',
        agentFeedback: '',
        supervisorReply: '',
        managerReply: '',
        deletedAt: null,
        createdAt,
        updatedAt: createdAt,
      });
      comments.push({
        leadId: _id,
        content: `Called ${name}`,
        type: 'feedback',
        priority: 'medium',
        agentId: owner._id,
        createdAt,
      });
    }
    await insertLeads(leads);
    await insertComments(comments);
  }
}

/** `count` leads of the agency's agents and supervisors, with a comment each, straight into the collections. */
export const seedStaffLeads = (
  count: number,
  users: { _id: Types.ObjectId; role: string; teamId?: Types.ObjectId | null }[],
) =>
  seedLeads(
    count,
    users.filter((u) => u.role === 'Agent' || u.role === 'Supervisor'),
    (docs) => LeadModel.collection.insertMany(docs),
    (docs) => CommentModel.collection.insertMany(docs),
  );
