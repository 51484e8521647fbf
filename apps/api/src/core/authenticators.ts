import type { RequestHandler } from 'express';

/** How a route learns its caller (the auth module makes them; mount-route.ts uses them). */
export interface Authenticators {
  /** Bearer token -> req.user, confirmed in the database before the route runs. */
  first: RequestHandler;
  /**
   * For a read: the caller as last confirmed for this session, with this request's check running
   * beside the read (req.callerConfirmed, which mount-route.ts awaits before answering anything).
   * A session not confirmed here yet is checked first, as `first` does.
   */
  alongside: RequestHandler;
}
