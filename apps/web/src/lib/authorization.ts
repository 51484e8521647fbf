import { can, type Permission } from '@crm/contracts';
import { useSessionUser } from './use-session';

/** Hides what the signed-in user's role may not do; the API enforces the same table. */
export const useCan = (permission: Permission) => can(useSessionUser(), permission);
