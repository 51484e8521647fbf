import { z } from 'zod';
import { ROLES } from '../zod-free';

/** The role names themselves are zod-free (zod-free.ts): the session checks them before any schema loads. */
export { ROLES };
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const isAdminRole = (role: Role) => role === 'CEO' || role === 'Admin';
