import type { RequestHandler } from 'express';
import { authenticateToken } from '../modules/auth';

/** Bearer token -> req.user; any failure is a 401 the web client answers by signing out. */
export const authenticate =
  (jwtSecret: string): RequestHandler =>
  async (req, _res, next) => {
    try {
      const header = req.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      req.user = await authenticateToken(token, jwtSecret);
      next();
    } catch (err) {
      next(err);
    }
  };
