import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ROLES } from './roles';
import { loginBody, loginResponse } from './auth.schema';
import { userSchema } from '../users/user.schema';

export const authContract = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
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
    response: userSchema,
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
