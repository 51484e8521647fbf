import type { AuthUser } from '../core/auth-user';

declare global {
  namespace Express {
    interface Request {
      user?: AuthUser;
      /** A read's session check, running beside it (http/authenticate.ts `alongside`). */
      callerConfirmed?: Promise<AuthUser>;
    }
  }
}

export {};
