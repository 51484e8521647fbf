import { z } from 'zod';

/** The one error shape every non-2xx JSON answer has. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
