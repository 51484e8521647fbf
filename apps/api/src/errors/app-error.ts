import type { ZodError } from 'zod';
import { statusOf, type ErrorCode } from '@crm/contracts';

/**
 * A failure the client can act on: `new AppError('LEAD_NOT_FOUND', 'Lead not found')`. The status
 * comes from the code (ERROR_CODES in contracts), looked up here once; the error middleware answers
 * `{ message, code, details }` with it.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf(code);
  }
}

// The generic refusals with their usual words (a role the route does not admit, an unknown path);
// a domain refusal throws its own code: `new AppError('TEAM_NAME_TAKEN', ...)`.
export const unauthorized = (message = 'Please sign in') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

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
