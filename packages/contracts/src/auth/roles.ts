import { z } from 'zod';

export const ROLES = ['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ADMIN_ROLES = ['CEO', 'Admin'] as const satisfies readonly Role[];
export const SUPERVISOR_AND_ABOVE = ['CEO', 'Admin', 'Manager', 'Supervisor'] as const satisfies readonly Role[];

export const isAdminRole = (role: Role) => role === 'CEO' || role === 'Admin';
