import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import type { LoginBody, LoginResponse, User } from '@crm/contracts';
import { unauthorized } from '../../errors/app-error';
import type { AuthUser } from '../../http/auth-user';
import { USER_TEAM_POPULATE, UserModel, type UserDoc } from '../users/user.model';
import { signToken, verifyToken } from './token';

const BAD_CREDENTIALS = 'Invalid email or password';
// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 4);

export const toUserDto = (doc: UserDoc) => doc.toJSON() as unknown as User;

export async function login(
  body: LoginBody,
  secrets: { jwtSecret: string; jwtExpiresIn: string },
): Promise<LoginResponse> {
  const user = await UserModel.findOne({ email: body.email, deletedAt: null }).populate(USER_TEAM_POPULATE);
  const ok = await bcrypt.compare(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw unauthorized(BAD_CREDENTIALS);
  if (!user.active) throw unauthorized('Your account is deactivated. Please contact an administrator.');
  const token = signToken(String(user._id), secrets.jwtSecret, secrets.jwtExpiresIn);
  return { token, user: toUserDto(user) };
}

/** The caller behind a bearer token; deactivated and deleted accounts are refused like bad tokens. */
export async function authenticateToken(token: string | undefined, jwtSecret: string): Promise<AuthUser> {
  if (!token) throw unauthorized('Please sign in');
  const userId = verifyToken(token, jwtSecret);
  if (!userId || !Types.ObjectId.isValid(userId)) throw unauthorized('Your session has expired. Please sign in again.');
  const user = await UserModel.findOne({ _id: userId, deletedAt: null, active: true })
    .select('name email role teamId teamIds')
    .lean();
  if (!user) throw unauthorized('Your session has expired. Please sign in again.');
  return {
    _id: String(user._id),
    name: user.name,
    email: user.email,
    role: user.role,
    teamId: user.teamId ? String(user.teamId) : null,
    teamIds: (user.teamIds ?? []).map(String),
  };
}

export async function currentUser(caller: AuthUser): Promise<User> {
  const user = await UserModel.findById(caller._id).populate(USER_TEAM_POPULATE);
  if (!user) throw unauthorized();
  return toUserDto(user);
}
