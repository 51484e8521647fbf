import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { statusOf, type ErrorCode, type ErrorResponse } from '@crm/contracts';
import { AppError, ResponseContractError } from './app-error';
import { databaseFailureOf, type DatabaseFailure } from '../db/database-errors';
import type { Logger } from '../lib/logger';

interface HttpParserError {
  type?: string;
  status?: number;
}

const PASSED_ON_CLIENT_ERRORS: Record<number, ErrorCode> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A database failure the caller can act on (db/database-errors.ts): what it is answered with when no route said better. */
const DATABASE_FAILURES: Record<DatabaseFailure, { code: ErrorCode; message: string }> = {
  unavailable: { code: 'DB_DOWN', message: 'The database is not answering: please try again in a moment' },
  timeout: { code: 'BUSY', message: 'The database took too long to answer: please try again in a moment' },
  tooLarge: { code: 'TOO_LARGE', message: 'This is more than the database takes at once: please send less' },
};

const reply = (code: ErrorCode, message: string, details?: unknown): ErrorResponse =>
  details === undefined ? { message, code } : { message, code, details };

/** Maps every thrown error to a code (and so its status) and `{ message, code, details }`; internals never leak. */
function toBody(err: unknown, explainBugs: boolean): ErrorResponse & { code: ErrorCode } {
  if (err instanceof ResponseContractError) {
    // Development and tests name the broken route and field; production says only that it failed.
    return { message: explainBugs ? err.message : 'Something went wrong', code: 'RESPONSE_CONTRACT' };
  }
  if (err instanceof AppError) return { message: err.message, code: err.code, details: err.details };
  if (err instanceof ZodError) {
    const first = err.issues[0];
    const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
    return { message: `${where}${first?.message ?? 'Invalid input'}`, code: 'VALIDATION', details: err.issues };
  }
  if (err instanceof mongoose.Error.CastError) return { message: `Invalid ${err.path}`, code: 'VALIDATION' };
  if (err instanceof mongoose.Error.ValidationError) {
    return { message: Object.values(err.errors)[0]?.message ?? 'Invalid input', code: 'VALIDATION' };
  }
  const failure = databaseFailureOf(err);
  if (failure) return DATABASE_FAILURES[failure];
  if ((err as { code?: number }).code === 11000) return { message: 'This record already exists', code: 'CONFLICT' };
  const parser = err as HttpParserError;
  if (parser.type === 'entity.parse.failed') return { message: 'The request body is not valid JSON', code: 'BAD_JSON' };
  if (parser.type === 'entity.too.large') return { message: 'The request is too large', code: 'TOO_LARGE' };
  if (parser.status && parser.status >= 400 && parser.status < 500) {
    // Other client errors of the body parsers and static files (charset, aborted request, missing file).
    return { message: 'Bad request', code: PASSED_ON_CLIENT_ERRORS[parser.status] ?? 'BAD_REQUEST' };
  }
  return { message: 'Something went wrong', code: 'INTERNAL' };
}

export const errorHandler =
  (logger: Logger, { explainBugs }: { explainBugs: boolean }): ErrorRequestHandler =>
  (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const { message, code, details } = toBody(err, explainBugs);
    const status = statusOf(code);
    if (status >= 500) logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
    res.status(status).json(reply(code, message, details));
  };
