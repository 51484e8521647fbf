import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ROLES } from './roles';
import { LOGIN_PATH } from '../zod-free';
import { changePasswordBody, loginBody, loginResponse } from './auth.schema';
import { userSchema } from '../users/user.schema';

export const authContract = {
  login: defineRoute({
    method: 'POST',
    path: LOGIN_PATH,
    summary: 'Sign in with email and password',
    roles: 'public',
    body: loginBody,
    response: loginResponse,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    roles: ROLES,
    allowedBeforePasswordChange: true,
    response: userSchema,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Replace the own password; ends every other session and answers a fresh one',
    roles: ROLES,
    allowedBeforePasswordChange: true,
    body: changePasswordBody,
    response: loginResponse,
  }),
};

export const healthContract = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database ping',
    roles: 'public',
    response: z.object({ status: z.literal('ok'), db: z.literal('up') }),
  }),
};
