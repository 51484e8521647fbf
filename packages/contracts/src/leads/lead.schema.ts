import { z } from 'zod';
import { boundedText, emailAddress, isoDate, objectId, requiredText, TEXT_LIMITS } from '../common/primitives';
import { teamRef } from '../teams/team.schema';
import { userRef } from '../users/user.schema';
import { campaignRef } from '../campaigns/campaign.schema';
import { leadArrivalSchema } from '../intake/intake.schema';
import { leadRoutingSchema } from '../routing/routing.schema';
import { LEAD_PRIVACIES } from './lead.constants';
import { leadSourceSchema, leadStatusSchema } from './lead-query.schema';

export * from './lead.constants';
export * from './lead-query.schema';
export * from './lead-link.schema';
export const leadPrivacySchema = z.enum(LEAD_PRIVACIES);

export const leadSchema = z.object({
  _id: objectId,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: leadStatusSchema,
  privacy: leadPrivacySchema,
  assignedTo: userRef.nullable(),
  createdBy: userRef.nullable(),
  propertyInterest: z.string(),
  source: leadSourceSchema,
  /** The campaign a Campaign lead came from, when known. */
  campaignId: campaignRef.nullable().optional(),
  teamId: teamRef.nullable(),
  followUpDate: isoDate.nullable(),
  followUpNotes: z.string(),
  agentFeedback: z.string(),
  /** What the client can spend (EGP), for matching resale units; null when not known. */
  budget: z.number().min(0).nullable().optional(),
  supervisorReply: z.string(),
  managerReply: z.string(),
  /**
   * When the current assignee got the lead (its creation, or its last assignment to someone else)
   * and when they first contacted the client since (a contact attempt, feedback or a status change
   * by them; null until then): the two ends of speed-to-lead.
   */
  assignedAt: isoDate.nullable(),
  firstContactAt: isoDate.nullable(),
  /** assignedAt + FIRST_CONTACT_SLA in working time; null without an assignee (speed-to-lead). */
  firstContactDueAt: isoDate.nullable(),
  /** How a lead that arrived by itself came (a website form, a Facebook ad): its answers and ids. */
  arrival: leadArrivalSchema.nullable().optional(),
  /** Why lead routing gave it to its assignee (or why it waits), when routing placed it. */
  routing: leadRoutingSchema.nullable().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Lead = z.infer<typeof leadSchema>;

/** As typed (trimmed): the server reads it in the agency's country and stores its international form. */
const phone = boundedText(TEXT_LIMITS.phone).trim();
/** A budget in EGP; null clears it. */
const leadBudget = z.coerce.number().min(0, 'Must be 0 or more').max(1e12, 'Too large').nullable();
const optionalEmail = z.union([z.literal(''), emailAddress]);

export const createLeadBody = z.object({
  name: requiredText('Name is required'),
  phone: phone.optional(),
  email: optionalEmail.optional(),
  teamId: objectId.nullable().optional(),
  status: leadStatusSchema.optional(),
  propertyInterest: boundedText(TEXT_LIMITS.label).trim().optional(),
  source: leadSourceSchema.optional(),
  /** Kept only on a lead whose source is Campaign. */
  campaignId: objectId.nullable().optional(),
  assignedTo: objectId.nullable().optional(),
  privacy: leadPrivacySchema.optional(),
  budget: leadBudget.optional(),
  /** When to follow up: a lead added as FollowUp needs one (followUpProblem). */
  followUpDate: isoDate.nullable().optional(),
  /** Set after the user saw the duplicate warning and chose "Add anyway". */
  allowDuplicate: z.boolean().optional(),
});
export type CreateLeadBody = z.infer<typeof createLeadBody>;

const leadEditFields = z.object({
  status: leadStatusSchema,
  propertyInterest: boundedText(TEXT_LIMITS.label).trim(),
  privacy: leadPrivacySchema,
  followUpDate: isoDate.nullable(),
  followUpNotes: boundedText(),
  agentFeedback: boundedText(),
  campaignId: objectId.nullable(),
  budget: leadBudget,
});

/**
 * The values the client saw before its change (an offline edit sent later), for the fields it
 * changes. A field whose value someone else changed meanwhile (to another value than this edit's)
 * is an EDIT_CONFLICT: nothing of the edit is written. A field the body does not change is ignored.
 */
export const leadEditExpected = leadEditFields
  .pick({
    status: true,
    propertyInterest: true,
    followUpDate: true,
    followUpNotes: true,
    agentFeedback: true,
    budget: true,
  })
  .partial();

/** Without `expected` the last write wins; with it, a change made meanwhile is refused (EDIT_CONFLICT). */
export const updateLeadBody = leadEditFields.extend({ expected: leadEditExpected }).partial();
export type UpdateLeadBody = z.infer<typeof updateLeadBody>;

export const assignLeadBody = z.object({ userId: objectId });

/** A 409 on create when the phone exists; `owner` only when the caller may see that lead. */
export const duplicateLeadDetails = z.object({
  leadId: objectId.nullable(),
  owner: z.string().nullable(),
});

/** An Agent asks their Supervisor for the client with this phone, which a colleague holds. */
export const clientRequestBody = z.object({ phone: boundedText(TEXT_LIMITS.phone).trim().min(1, 'Phone is required') });
export type ClientRequestBody = z.infer<typeof clientRequestBody>;
/** How many people were asked (the Agent's team's Supervisors, else the Admins). */
export const clientRequestResult = z.object({ notified: z.number().int() });
