import { z } from 'zod';
import { boundedText, isoDate, namedRecord, objectId, TEXT_LIMITS } from '../common/primitives';
import { pageQuery } from '../common/pagination';
import { userRef } from '../users/user.schema';
import { leadSourceSchema, leadStatusSchema } from './lead-query.schema';

/** The Deleted leads list: a search in name, phone or email, a page at a time (newest deleted first). */
export const deletedLeadsQuery = pageQuery.extend({
  search: boundedText(TEXT_LIMITS.search).trim().optional(),
});
export type DeletedLeadsQuery = z.infer<typeof deletedLeadsQuery>;

/** A deleted lead as the list shows it: who it was, where it stood, who deleted it and when. */
export const deletedLeadSchema = z.object({
  _id: objectId,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: leadStatusSchema,
  source: leadSourceSchema,
  assignedTo: userRef.nullable(),
  deletedAt: isoDate,
  /** Null for a lead deleted before the portal recorded who deleted it. */
  deletedBy: namedRecord.nullable(),
});
export type DeletedLead = z.infer<typeof deletedLeadSchema>;
