import { Types } from 'mongoose';
import {
  canJoinTeams,
  canViewTeam,
  isAdminRole,
  ROLES,
  signInStateOf,
  teamModeOf,
  teamsOf,
  type MyTeamsResponse,
  type Team,
  type TeamMember,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { plainAnswer } from '../../core/plain-answer';
import { leadCountsOf, leadsLeaveTeam } from '../leads';
import { TeamModel, UserModel, membersOf } from '../users';
import { aggregateDirect, findDirect, findOneDirect, projectionOf } from '../../db/direct-read';
import { nameKeyOf } from '../../db/name-key';

const NAME_TAKEN = 'A team with this name already exists';
const TEAM_NOT_FOUND = 'Team not found';

const oid = (id: string) => new Types.ObjectId(id);

/** `teamsOf` for the database: who runs several teams (`teamIds`), who belongs to one (`teamId`). */
const RUN_MANY = ROLES.filter((role) => teamModeOf(role) === 'many');
const IN_ONE = ROLES.filter((role) => teamModeOf(role) === 'one');

/**
 * Member counts of the given teams (or of every team), counted by the database in one pass: each
 * live member once in each of their teams (`teamsOf`: a Supervisor or Agent in their team, a
 * Manager in every team they run, however often it is listed).
 */
async function memberCounts(teamIds: Types.ObjectId[] | 'every'): Promise<Map<string, number>> {
  if (teamIds !== 'every' && teamIds.length === 0) return new Map();
  const among = teamIds === 'every' ? { $ne: null } : { $in: teamIds };
  const counted = await aggregateDirect<{ _id: Types.ObjectId; count: number }>(UserModel, [
    {
      $match: {
        deletedAt: null,
        $or: [
          { role: { $in: IN_ONE }, teamId: among },
          { role: { $in: RUN_MANY }, teamIds: among },
        ],
      },
    },
    // One team, or the teams run (each once); $unwind takes a single value as a list of one.
    {
      $project: {
        team: { $cond: [{ $in: ['$role', IN_ONE] }, '$teamId', { $setUnion: ['$teamIds', []] }] },
      },
    },
    { $unwind: '$team' },
    { $match: { team: among } },
    { $group: { _id: '$team', count: { $sum: 1 } } },
  ]);
  return new Map(counted.map((c) => [String(c._id), c.count]));
}

/** What a team's page heading shows of it. */
const TEAM_NAME = projectionOf('name');

/** What the teams list shows of a team. */
const TEAM_FIELDS = projectionOf('name createdAt updatedAt');

/** CEO/Admin see every team; a Manager sees the teams they run. */
export async function listTeams(caller: AuthUser): Promise<Team[]> {
  const ids = isAdminRole(caller.role) ? 'every' : teamsOf(caller).map(oid);
  const [teams, counts] = await Promise.all([
    findDirect(TeamModel, ids === 'every' ? {} : { _id: { $in: ids } }, {
      sort: { nameKey: 1 },
      projection: TEAM_FIELDS,
    }),
    memberCounts(ids),
  ]);
  return plainAnswer(
    teams.map((t) => ({
      _id: String(t._id),
      name: t.name,
      memberCount: counts.get(String(t._id)) ?? 0,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    })),
  );
}

async function assertNameFree(name: string, exceptId?: string) {
  const taken = await TeamModel.exists({
    nameKey: nameKeyOf(name),
    ...(exceptId ? { _id: { $ne: exceptId } } : {}),
  });
  if (taken) throw new AppError('TEAM_NAME_TAKEN', NAME_TAKEN);
}

export async function createTeam(name: string): Promise<Team> {
  await assertNameFree(name);
  const team = await TeamModel.create({ name });
  return { ...(team.toJSON() as unknown as Team), memberCount: 0 };
}

export async function renameTeam(id: string, name: string): Promise<Team> {
  await assertNameFree(name, id);
  const team = await TeamModel.findByIdAndUpdate(id, { name }, { returnDocument: 'after' });
  if (!team) throw new AppError('TEAM_NOT_FOUND', TEAM_NOT_FOUND);
  const counts = await memberCounts([team._id]);
  return { ...(team.toJSON() as unknown as Team), memberCount: counts.get(id) ?? 0 };
}

/**
 * Deleting a team never deletes people or leads: members are left without this team, and the
 * team's leads keep their assignee, creator and history but no longer belong to a team.
 */
export async function deleteTeam(caller: AuthUser, id: string) {
  const team = await TeamModel.findById(id);
  if (!team) throw new AppError('TEAM_NOT_FOUND', TEAM_NOT_FOUND);
  const [single, managers, leadsLeft] = await Promise.all([
    UserModel.updateMany({ teamId: team._id }, { $set: { teamId: null } }),
    UserModel.updateMany({ teamIds: team._id }, { $pull: { teamIds: team._id } }),
    leadsLeaveTeam(caller, team),
  ]);
  await TeamModel.deleteOne({ _id: team._id });
  return {
    ok: true as const,
    membersUnassigned: single.modifiedCount + managers.modifiedCount,
    leadsUnassigned: leadsLeft,
  };
}

/** What a team's member list shows of a person, and the teams they count in. */
const MEMBER_FIELDS = projectionOf('name email role active teamId teamIds awaitingPassword invitation.expiresAt');

/** Members of the given teams with their open lead counts: two commands whatever the team size. */
async function membersWithLeadCounts(teamIds: Types.ObjectId[]) {
  const users = await findDirect(UserModel, membersOf(teamIds), {
    projection: MEMBER_FIELDS,
    // Two people of the same name keep one order from one read to the next.
    sort: { name: 1, _id: 1 },
  });
  const countOf = await leadCountsOf(users.map((u) => u._id));
  const now = Date.now();
  return users.map((u) => ({
    teamKeys: teamsOf(u).map(String),
    member: {
      _id: String(u._id),
      name: u.name,
      email: u.email,
      role: u.role,
      active: u.active ?? true,
      signIn: signInStateOf(
        { awaitingPassword: u.awaitingPassword, invitationExpiresAt: u.invitation?.expiresAt },
        now,
      ),
      leadCount: countOf.get(String(u._id)) ?? 0,
    } satisfies TeamMember,
  }));
}

export async function teamMembers(caller: AuthUser, id: string): Promise<TeamMember[]> {
  // A Manager may only look inside the teams they run; any other team does not exist for them.
  if (!canViewTeam(caller, id)) throw new AppError('TEAM_NOT_FOUND', TEAM_NOT_FOUND);
  const members = await membersWithLeadCounts([oid(id)]);
  // Deleting a team takes everyone out of it, so people found name a team that exists: only an empty
  // answer needs the team looked up (an empty team, or none: a 404).
  if (members.length === 0 && !(await findOneDirect(TeamModel, { _id: oid(id) }, { _id: 1 })))
    throw new AppError('TEAM_NOT_FOUND', TEAM_NOT_FOUND);
  return plainAnswer(members.map((m) => m.member));
}

/**
 * Sets who is in a team. Supervisors and Agents listed move here (a person is in one team);
 * those no longer listed leave it. Managers listed add this team to the teams they run.
 */
export async function setTeamMembers(id: string, memberIds: string[]): Promise<TeamMember[]> {
  const team = await TeamModel.findById(id).lean();
  if (!team) throw new AppError('TEAM_NOT_FOUND', TEAM_NOT_FOUND);
  const ids = [...new Set(memberIds)].map(oid);
  const people = await UserModel.find({ _id: { $in: ids }, deletedAt: null })
    .select('role')
    .lean();
  if (people.length !== ids.length) throw new AppError('USER_UNKNOWN', 'User not found');
  if (people.some((p) => !canJoinTeams(p.role))) {
    throw new AppError('TEAM_MEMBER_NOT_ALLOWED', 'CEO and Admin accounts do not belong to teams');
  }
  const managers = people.filter((p) => p.role === 'Manager').map((p) => p._id);
  const others = people.filter((p) => p.role !== 'Manager').map((p) => p._id);
  await Promise.all([
    UserModel.updateMany({ _id: { $in: others } }, { $set: { teamId: team._id } }),
    UserModel.updateMany({ teamId: team._id, _id: { $nin: others } }, { $set: { teamId: null } }),
    UserModel.updateMany({ _id: { $in: managers } }, { $addToSet: { teamIds: team._id } }),
    UserModel.updateMany({ teamIds: team._id, _id: { $nin: managers } }, { $pull: { teamIds: team._id } }),
  ]);
  return (await membersWithLeadCounts([team._id])).map((m) => m.member);
}

/** A Supervisor's team or a Manager's teams, each with members (not the caller) and lead counts. */
export async function myTeams(caller: AuthUser): Promise<MyTeamsResponse> {
  const ids = teamsOf(caller).map(oid);
  if (ids.length === 0) return { teams: [] };
  const [teams, members] = await Promise.all([
    findDirect(TeamModel, { _id: { $in: ids } }, { sort: { nameKey: 1 }, projection: TEAM_NAME }),
    membersWithLeadCounts(ids),
  ]);
  return plainAnswer({
    teams: teams.map((t) => ({
      _id: String(t._id),
      name: t.name,
      members: members
        .filter((m) => m.teamKeys.includes(String(t._id)) && m.member._id !== caller._id)
        .map((m) => m.member),
    })),
  });
}
