import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import { ZodError } from 'zod';
import type { ErrorResponse } from '@crm/contracts';
import { AppError, ResponseContractError } from './app-error';
import type { Logger } from '../lib/logger';

interface HttpParserError {
  type?: string;
  status?: number;
}

/** Maps every thrown error to a status and `{ message, code, details }`; internals never leak. */
function toResponse(err: unknown, explainBugs: boolean): { status: number; body: ErrorResponse } {
  if (err instanceof ResponseContractError) {
    // Development and tests name the broken route and field; production says only that it failed.
    return {
      status: 500,
      body: { message: explainBugs ? err.message : 'Something went wrong', code: 'RESPONSE_CONTRACT' },
    };
  }
  if (err instanceof AppError) {
    return { status: err.status, body: { message: err.message, code: err.code, details: err.details } };
  }
  if (err instanceof ZodError) {
    const first = err.issues[0];
    const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
    return {
      status: 400,
      body: { message: `${where}${first?.message ?? 'Invalid input'}`, code: 'VALIDATION', details: err.issues },
    };
  }
  if (err instanceof mongoose.Error.CastError) {
    return { status: 400, body: { message: `Invalid ${err.path}`, code: 'VALIDATION' } };
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const message = Object.values(err.errors)[0]?.message ?? 'Invalid input';
    return { status: 400, body: { message, code: 'VALIDATION' } };
  }
  if ((err as { code?: number }).code === 11000) {
    return { status: 409, body: { message: 'This record already exists', code: 'CONFLICT' } };
  }
  const parser = err as HttpParserError;
  if (parser.type === 'entity.parse.failed') {
    return { status: 400, body: { message: 'The request body is not valid JSON', code: 'BAD_JSON' } };
  }
  if (parser.type === 'entity.too.large') {
    return { status: 413, body: { message: 'The request is too large', code: 'TOO_LARGE' } };
  }
  if (parser.status && parser.status >= 400 && parser.status < 500) {
    return { status: parser.status, body: { message: 'Bad request', code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } };
}

export const errorHandler =
  (logger: Logger, { explainBugs }: { explainBugs: boolean }): ErrorRequestHandler =>
  (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const { status, body } = toResponse(err, explainBugs);
    if (status >= 500) logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
    res.status(status).json(body);
  };
