import { z } from 'zod';
import { emailAddress, isoDate, objectId, requiredText } from '../common/primitives';
import { teamRef } from '../teams/team.schema';
import { pageQuery } from '../common/pagination';
import { roleSchema } from '../auth/roles';
import { SIGN_IN_STATES } from './sign-in-state';
import { addPasswordIssue, newPassword } from '../auth/password-policy';
import type { SessionUserField } from '../zod-free';

export { MIN_PASSWORD_LENGTH } from '../auth/password-policy';

/** Its fields are SESSION_USER_FIELDS (checked here): the browser keeps exactly these of a stored user. */
export const userSchema = z.object({
  _id: objectId,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** The team of a Supervisor or Agent. */
  teamId: teamRef.nullable(),
  /** The teams a Manager runs. */
  teamIds: z.array(teamRef),
  active: z.boolean(),
  /** Signed in with a password someone else chose: must pick their own (POST /api/auth/password) first. */
  mustChangePassword: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
} satisfies Record<SessionUserField, z.ZodType>);
export type User = z.infer<typeof userSchema>;

/** A user as shown beside a record (assignee, creator, author). */
export const userRef = z.object({
  _id: objectId,
  name: z.string(),
  email: z.string().optional(),
  role: roleSchema.optional(),
});
export type UserRef = z.infer<typeof userRef>;

/** A person offered in an assign list: marked when they cannot sign in yet (`signInStateOf`). */
export const assigneeOption = userRef.extend({ signIn: z.enum(SIGN_IN_STATES) });
export type AssigneeOption = z.infer<typeof assigneeOption>;

export const createUserBody = z
  .object({
    name: requiredText('Name is required'),
    email: emailAddress,
    /** Omitted: the user gets a one-time sign-in link (invitation) to choose their own. */
    password: newPassword.optional(),
    role: roleSchema,
    teamId: objectId.nullable().optional(),
    /** Only read for Managers. */
    teamIds: z.array(objectId).max(100).optional(),
  })
  .superRefine((body, ctx) => addPasswordIssue(ctx, body.password, body.email));
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .object({
    name: requiredText('Name is required'),
    email: emailAddress,
    role: roleSchema,
    teamId: objectId.nullable(),
    teamIds: z.array(objectId).max(100),
    active: z.boolean(),
    /** Optional new password; empty means unchanged. Checked against the stored email too (API). */
    password: z.union([z.literal(''), newPassword]),
  })
  .partial()
  .superRefine((body, ctx) => addPasswordIssue(ctx, body.password, body.email));
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const listUsersQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
