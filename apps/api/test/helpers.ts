import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import type { Types } from 'mongoose';
import request from 'supertest';
import type { Role } from '@crm/contracts';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { signToken } from '../src/modules/auth';
import { TeamModel } from '../src/modules/users';
import { UserModel } from '../src/modules/users';

export const testConfig = loadConfig({
  NODE_ENV: 'test',
  WEB_DIST: '/nonexistent',
  // The agency's name is a word its passwords must avoid (the password policy's tests use it).
  AGENCY_NAME: 'Nile Realty',
  // Meta Lead Ads: the secret deliveries are signed with, and the token of the subscription check.
  META_APP_SECRET: 'test-meta-app-secret',
  META_VERIFY_TOKEN: 'test-meta-verify-token',
  // Photos the tests store (uploads, demo photos) stay out of the repository's .data/.
  UPLOAD_DIR: path.join(os.tmpdir(), `crm-test-uploads-${process.pid}`),
});
export const makeApp = () => createApp({ config: testConfig, logger: createLogger('silent') });

export const TEST_PASSWORD = 'secret123';
const passwordHash = bcrypt.hashSync(TEST_PASSWORD, 4);
let counter = 0;

export async function createTeam(name = `Team ${++counter}`) {
  return TeamModel.create({ name });
}

export async function createUser(
  role: Role,
  overrides: Partial<{
    /** Fixed where a test needs ids in an order other than creation's. */
    _id: Types.ObjectId;
    name: string;
    email: string;
    teamId: Types.ObjectId | null;
    teamIds: Types.ObjectId[];
    active: boolean;
    mustChangePassword: boolean;
  }> = {},
) {
  const n = ++counter;
  return UserModel.create({
    name: `${role} ${n}`,
    email: `${role.toLowerCase()}${n}@test.local`,
    role,
    passwordHash,
    ...overrides,
  });
}

/** A session token for `user`; its version is the user's (0 for a fresh user) unless one is given. */
export const tokenFor = (user: { _id: unknown; tokenVersion?: number | null }) =>
  signToken(
    { userId: String(user._id), tokenVersion: user.tokenVersion ?? 0 },
    testConfig.jwtSecret,
    testConfig.jwtExpiresIn,
  );

/** A supertest client signed in as `user`. */
export function requestAs(app: ReturnType<typeof makeApp>, user: { _id: unknown }) {
  const auth = `Bearer ${tokenFor(user)}`;
  return {
    get: (url: string) => request(app).get(url).set('Authorization', auth),
    post: (url: string) => request(app).post(url).set('Authorization', auth),
    put: (url: string) => request(app).put(url).set('Authorization', auth),
    patch: (url: string) => request(app).patch(url).set('Authorization', auth),
    delete: (url: string) => request(app).delete(url).set('Authorization', auth),
  };
}

/** One signed-in user per role, for refusal tables. */
export async function oneOfEachRole() {
  const team = await createTeam();
  return {
    team,
    CEO: await createUser('CEO'),
    Admin: await createUser('Admin'),
    Manager: await createUser('Manager', { teamIds: [team._id] }),
    Supervisor: await createUser('Supervisor', { teamId: team._id }),
    Agent: await createUser('Agent', { teamId: team._id }),
  };
}

export const ALL_ROLES: Role[] = ['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'];
