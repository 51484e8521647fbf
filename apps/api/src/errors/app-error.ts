import type { ZodError } from 'zod';

/** A failure the client can act on: the error middleware answers `{ message, code, details }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, message, 'BAD_REQUEST', details);
export const unauthorized = (message = 'Please sign in') => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string, details?: unknown) => new AppError(409, message, 'CONFLICT', details);

/** A handler answered something its route's response schema rejects: a bug, never the client's fault. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly zodError: ZodError,
  ) {
    const first = zodError.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    super(`The answer of ${route} does not match its contract (${where}${first?.message ?? 'invalid'})`);
    this.name = 'ResponseContractError';
  }
}
