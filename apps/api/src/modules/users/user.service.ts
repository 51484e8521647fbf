import bcrypt from 'bcryptjs';
import type { Types } from 'mongoose';
import {
  canDeleteUser,
  type CreatedUserResponse,
  type CreateUserBody,
  type ListUsersQuery,
  type ManagedUser,
  type Paginated,
  type UpdateUserBody,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { plainAnswer } from '../../core/plain-answer';
import { aggregateDirect, countDirect, isoOrNull, joinOne, projectionOf } from '../../db/direct-read';
import { containsInsensitive } from '../../lib/regex';
import { TeamModel } from './team.model';
import { UserModel, type UserAttrs } from './user.model';
import { invitationOf } from './user.invitation';
import { invitedAccess, unusablePasswordHash } from './invitation-token';
import { assertPasswordAllowed, type PasswordWords } from './password-choice';
import {
  assertMayManageRole,
  CEO_ONLY,
  endsEarlierSessions,
  mustChangeAfterReset,
  newUserFields,
  teamFieldsFor,
} from './user.rules';

export interface PasswordPolicy extends PasswordWords {
  bcryptRounds: number;
}

const EMAIL_TAKEN = 'A user with this email already exists';

/** What the users screen shows of a user, read lean: never a hash, the link's token hash or the tombstone. */
const MANAGED_USER_FIELDS = projectionOf(
  'name email role teamIds active mustChangePassword awaitingPassword invitation.expiresAt createdAt updatedAt',
);

interface TeamRef {
  _id: unknown;
  name: string;
}

type JoinedManagedUser = Pick<
  UserAttrs,
  '_id' | 'name' | 'email' | 'role' | 'teamIds' | 'active' | 'mustChangePassword' | 'awaitingPassword'
> & {
  invitation?: { expiresAt?: Date } | null;
  createdAt: Date;
  updatedAt: Date;
  /** Joined in the read (`joinOne`): absent when the user has no team. */
  teamId?: TeamRef;
  /** The teams `teamIds` names, in any order (a lookup on an array keeps none). */
  teamsRun?: TeamRef[];
};

/**
 * A user as the users screen shows them, with how they can sign in (the link's hash itself never
 * leaves the server): from a read through `WITH_TEAM_NAMES`, the schema's defaults filled in.
 */
function managedUserOf(doc: JoinedManagedUser): ManagedUser {
  const teamRef = (team: TeamRef | undefined) => (team ? { _id: String(team._id), name: team.name } : null);
  const run = new Map((doc.teamsRun ?? []).map((team) => [String(team._id), team]));
  return {
    _id: String(doc._id),
    name: doc.name,
    email: doc.email,
    role: doc.role,
    teamId: teamRef(doc.teamId),
    teamIds: (doc.teamIds ?? []).map((id) => teamRef(run.get(String(id)))).filter((t) => t !== null),
    active: doc.active ?? true,
    mustChangePassword: doc.mustChangePassword ?? false,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    awaitingPassword: doc.awaitingPassword ?? false,
    invitationExpiresAt: isoOrNull(doc.invitation?.expiresAt),
  };
}

export async function listUsers(query: ListUsersQuery): Promise<Paginated<ManagedUser>> {
  const filter: Record<string, unknown> = { deletedAt: null };
  if (query.role) filter.role = query.role;
  if (query.search)
    filter.$or = [{ name: containsInsensitive(query.search) }, { email: containsInsensitive(query.search) }];
  // One command for the page and its team names, sent beside the count.
  const [docs, total] = await Promise.all([
    aggregateDirect<JoinedManagedUser>(UserModel, [
      { $match: filter },
      { $sort: { name: 1, _id: 1 } },
      { $skip: (query.page - 1) * query.limit },
      { $limit: query.limit },
      ...WITH_TEAM_NAMES,
    ]),
    countDirect(UserModel, filter),
  ]);
  return plainAnswer({ items: docs.map(managedUserOf), total, page: query.page, limit: query.limit });
}

/** Stages that keep what the users screen shows of each user, their teams' names joined in. */
const WITH_TEAM_NAMES = [
  { $project: { ...MANAGED_USER_FIELDS, teamId: 1 } },
  ...joinOne('teamId', TeamModel),
  // The teams are small (a name and dates): taken whole, since mongo-java-server projects the
  // fields of an array of joined documents wrongly.
  {
    $lookup: {
      from: TeamModel.collection.collectionName,
      localField: 'teamIds',
      foreignField: '_id',
      as: 'teamsRun',
    },
  },
  { $project: { ...MANAGED_USER_FIELDS, 'teamId._id': 1, 'teamId.name': 1, teamsRun: 1 } },
];

/** A user as the list shows them (one command), after a write: the answer of a create or an edit. */
async function readManagedUser(id: Types.ObjectId): Promise<ManagedUser> {
  const [doc] = await aggregateDirect<JoinedManagedUser>(UserModel, [{ $match: { _id: id } }, ...WITH_TEAM_NAMES]);
  if (!doc) throw new AppError('USER_NOT_FOUND', 'User not found');
  return managedUserOf(doc);
}

/** Every team id must name an existing team. */
export async function assertTeamsExist(ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  const found = await TeamModel.countDocuments({ _id: { $in: wanted } });
  if (found !== wanted.length) throw new AppError('TEAM_UNKNOWN', 'Team not found');
}

async function assertEmailFree(email: string, exceptId?: string) {
  const taken = await UserModel.exists({ email, ...(exceptId ? { _id: { $ne: exceptId } } : {}) });
  if (taken) throw new AppError('USER_EMAIL_TAKEN', EMAIL_TAKEN);
}

/**
 * Without a password the new user gets a one-time sign-in link, answered here once: no shared
 * default password, so nobody who knows their email can sign in before they do.
 */
export async function createUser(
  caller: AuthUser,
  body: CreateUserBody,
  policy: PasswordPolicy,
): Promise<CreatedUserResponse> {
  const fields = newUserFields(caller, body);
  if (body.password !== undefined) assertPasswordAllowed(body.password, body, policy);
  await Promise.all([assertTeamsExist([fields.teamId, ...fields.teamIds]), assertEmailFree(body.email)]);
  const invited = body.password === undefined ? invitedAccess(await unusablePasswordHash(policy.bcryptRounds)) : null;
  const access = invited
    ? invited.fields
    : // A password someone else typed is known to them: it opens only the password change (issue 43).
      { passwordHash: await bcrypt.hash(body.password as string, policy.bcryptRounds), mustChangePassword: true };
  const doc = await UserModel.create({ ...fields, ...access });
  return {
    ...(await readManagedUser(doc._id)),
    invitation: invited ? invitationOf(doc, invited.token, invited.fields.invitation.expiresAt) : null,
  };
}

async function findLiveUser(id: string) {
  const doc = await UserModel.findOne({ _id: id, deletedAt: null });
  if (!doc) throw new AppError('USER_NOT_FOUND', 'User not found');
  return doc;
}

export async function updateUser(
  caller: AuthUser,
  id: string,
  body: UpdateUserBody,
  policy: PasswordPolicy,
): Promise<ManagedUser> {
  const doc = await findLiveUser(id);
  assertMayManageRole(caller, doc.role);
  if (body.role) assertMayManageRole(caller, body.role);
  const isSelf = String(doc._id) === caller._id;
  if (isSelf && ((body.role && body.role !== doc.role) || body.active === false)) {
    throw new AppError('USER_SELF_CHANGE_FORBIDDEN', 'You cannot change your own role or deactivate your own account');
  }
  if (body.email && body.email !== doc.email) await assertEmailFree(body.email, id);
  if (body.password) {
    assertPasswordAllowed(body.password, { name: body.name ?? doc.name, email: body.email ?? doc.email }, policy);
  }

  const role = body.role ?? doc.role;
  const teams = teamFieldsFor(
    role,
    body.teamId !== undefined ? body.teamId : doc.teamId && String(doc.teamId),
    body.teamIds ?? doc.teamIds.map(String),
  );
  await assertTeamsExist([teams.teamId, ...teams.teamIds]);

  if (endsEarlierSessions(doc, body)) doc.tokenVersion = (doc.tokenVersion ?? 0) + 1;
  doc.set({ ...teams, role });
  if (body.name !== undefined) doc.name = body.name;
  if (body.email !== undefined) doc.email = body.email;
  if (body.active !== undefined) doc.active = body.active;
  if (body.password) {
    doc.passwordHash = await bcrypt.hash(body.password, policy.bcryptRounds);
    doc.mustChangePassword = mustChangeAfterReset(caller._id, id);
    // A password now opens the account: an unused sign-in link no longer may.
    doc.awaitingPassword = false;
    doc.invitation = null;
  }
  await doc.save();
  return readManagedUser(doc._id);
}

/** Soft delete: the account cannot sign in, its email is freed, and its records keep their author. */
export async function deleteUser(caller: AuthUser, id: string) {
  if (id === caller._id) throw new AppError('USER_SELF_CHANGE_FORBIDDEN', 'You cannot delete your own account');
  const doc = await findLiveUser(id);
  // Their own account was refused above, before looking it up: what is left to refuse is a CEO.
  if (!canDeleteUser(caller, { _id: id, role: doc.role })) throw new AppError('USER_CEO_ONLY', CEO_ONLY);
  await UserModel.updateOne(
    { _id: doc._id },
    {
      $set: {
        deletedAt: new Date(),
        active: false,
        deletedEmail: doc.email,
        email: `deleted-${String(doc._id)}@deleted.invalid`,
      },
    },
  );
  return { ok: true as const };
}
