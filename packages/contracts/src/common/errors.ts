import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** The one error shape every non-2xx JSON answer has; `code` is one of ERROR_CODES. */
export const errorResponse = z.object({
  message: z.string(),
  code: errorCodeSchema.optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** `details` of a VALIDATION answer: the zod issues, each naming the field (path) it is about. */
export const validationIssues = z.array(
  z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }),
);
export type ValidationIssue = z.infer<typeof validationIssues>[number];

/** `details` of a RATE_LIMITED answer: how long until the next attempt is checked (as in its Retry-After header). */
export const rateLimitedDetails = z.object({ retryAfterSeconds: z.number().int().positive() });
export type RateLimitedDetails = z.infer<typeof rateLimitedDetails>;

/**
 * `details` of an EDIT_CONFLICT answer: each field someone else changed meanwhile, with the value
 * this request wanted (`yours`) and the value the record holds now (`theirs`); dates as ISO strings.
 */
export const editConflictDetails = z.object({
  conflicts: z.array(z.object({ field: z.string(), yours: z.unknown(), theirs: z.unknown() })),
});
export type EditConflictDetails = z.infer<typeof editConflictDetails>;
export type EditConflict = EditConflictDetails['conflicts'][number];
