import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ROLES } from './roles';
import { INVITATION_PATHS, LOGIN_PATH } from '../zod-free';
import { changePasswordBody, loginBody, loginResponse } from './auth.schema';
import { userSchema } from '../users/user.schema';
import { acceptInvitationBody, invitationPreview, invitationTokenBody } from '../users/invitation.schema';

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

/** The token travels in the body, never in a path or query a log would keep. */
export const invitationContract = {
  preview: defineRoute({
    method: 'POST',
    path: INVITATION_PATHS.preview,
    summary: 'Who a sign-in link is for (name, email, expiry)',
    roles: 'public',
    body: invitationTokenBody,
    response: invitationPreview,
  }),
  accept: defineRoute({
    method: 'POST',
    path: INVITATION_PATHS.accept,
    summary: 'Choose a password with a sign-in link (used once); answers a session',
    roles: 'public',
    body: acceptInvitationBody,
    response: loginResponse,
  }),
};

/**
 * Liveness (the process answers: restart it if not) apart from readiness (it can serve: the database
 * answers; send it traffic only then). A database outage must not get a live process restarted.
 */
export const healthContract = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the process answers (the database is not asked)',
    roles: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: the database answers a ping (503 DB_DOWN when it does not)',
    roles: 'public',
    response: z.object({ status: z.literal('ok'), db: z.literal('up') }),
  }),
};
