import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { derivesNameKey } from '../../db/name-key';
import { leadHistoryEntrySchema } from './lead.history';
import { LEAD_PRIVACIES, LEAD_SOURCES, LEAD_STATUSES } from '@crm/contracts';

const leadArrivalSchema = new Schema(
  {
    source: { _id: Schema.Types.ObjectId, name: String, kind: String },
    message: { type: String, default: '' },
    answers: { type: [new Schema({ question: String, answer: String }, { _id: false })], default: [] },
    utm: { type: Schema.Types.Mixed, default: {} },
    ad: {
      type: new Schema(
        { leadgenId: String, formId: String, adId: String, adsetId: String, campaignId: String },
        { _id: false },
      ),
      default: null,
    },
  },
  { _id: false, minimize: false },
);

const leadSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Lower-cased name for A-Z ordering, set by the model from `name` (derivesNameKey). */
    nameKey: { type: String, default: '' },
    /** Digits only. */
    phone: { type: String, default: '' },
    email: { type: String, default: '', trim: true, lowercase: true },
    status: { type: String, enum: LEAD_STATUSES, default: 'New' },
    privacy: { type: String, enum: LEAD_PRIVACIES, default: 'public' },
    assignedTo: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    propertyInterest: { type: String, default: '' },
    source: { type: String, enum: LEAD_SOURCES, default: 'Organic' },
    /** The campaign a Campaign lead came from (beyond the spec: per-campaign results). */
    campaignId: { type: Schema.Types.ObjectId, ref: 'Campaign', default: null },
    teamId: { type: Schema.Types.ObjectId, ref: 'Team', default: null },
    followUpDate: { type: Date, default: null },
    followUpNotes: { type: String, default: '' },
    agentFeedback: { type: String, default: '' },
    supervisorReply: { type: String, default: '' },
    managerReply: { type: String, default: '' },
    /** What the client can spend, for matching resale units (units/unit.matching.ts). */
    budget: { type: Number, default: null, min: 0 },
    /** Creation or the last assignment to someone else: when the current assignee got the lead. */
    assignedAt: { type: Date, default: null },
    /** The current assignee's first contact since `assignedAt` (attempt, feedback, status change); speed-to-lead. */
    firstContactAt: { type: Date, default: null },
    /** assignedAt + FIRST_CONTACT_SLA in working time (lead.first-contact.ts); null without an assignee. */
    firstContactDueAt: { type: Date, default: null },
    /** When the Supervisors were told the lead is overdue (once per assignment; notifications/first-contact-watch.ts). */
    firstContactAlertedAt: { type: Date, default: null },
    /** The watcher tick that claimed the alert, so each instance notifies only what it claimed. */
    firstContactAlertClaim: { type: Schema.Types.ObjectId, default: null },
    firstContactAlertClaimedAt: { type: Date, default: null },
    /** Soft delete: restore brings the lead back with its comments and history. */
    deletedAt: { type: Date, default: null },
    /** Who deleted it (the Deleted leads list); null while live, and for leads deleted before it was recorded. */
    deletedBy: {
      type: new Schema({ _id: Schema.Types.ObjectId, name: String }, { _id: false }),
      default: null,
    },
    /** The import that created it (modules/imports: the Imports list and undo). */
    importBatchId: { type: Schema.Types.ObjectId, default: null },
    /** Set on a lead merged into another (lead.merge.ts): deleted for good, never restored. */
    mergedInto: { type: Schema.Types.ObjectId, ref: 'Lead', default: null },
    /** How a lead that arrived by itself came: its source, answers and ad ids (modules/intake). */
    arrival: { type: leadArrivalSchema, default: null },
    /** Why lead routing gave it to its assignee, or why it waits (modules/routing). */
    routing: { type: new Schema({ rule: String, reason: String, ruleId: String }, { _id: false }), default: null },
    /** Hand-overs left when its first contact does not come in time (a routing rule's rerouteTimes). */
    rerouteLeft: { type: Number, default: 0 },
    /** The hand-over pass that took it (one instance at a time). */
    rerouteClaim: { type: Schema.Types.ObjectId, default: null },
    rerouteClaimedAt: { type: Date, default: null },
    /** Newest first; read only through the history route (lead.history.ts). */
    history: { type: [leadHistoryEntrySchema], default: [], select: false },
  },
  { timestamps: true },
);

leadSchema.index({ deletedAt: 1, createdAt: -1 });
leadSchema.index({ status: 1 });
leadSchema.index({ assignedTo: 1 });
leadSchema.index({ createdBy: 1 });
leadSchema.index({ teamId: 1 });
leadSchema.index({ source: 1 });
leadSchema.index({ campaignId: 1, status: 1 });
leadSchema.index({ followUpDate: 1 });
leadSchema.index({ phone: 1 });
leadSchema.index({ nameKey: 1 });
leadSchema.index({ propertyInterest: 1, budget: 1 });
// Overdue first contacts (the list filter, the dashboard count, the watcher): not contacted, by deadline.
leadSchema.index({ firstContactAt: 1, firstContactDueAt: 1 });
leadSchema.index({ firstContactAlertClaim: 1 });
// The dashboard's 30-day window of first contacts.
leadSchema.index({ assignedAt: 1 });
leadSchema.index({ importBatchId: 1 });
// Routed leads whose first contact is overdue, to hand on (routing's watcher).
leadSchema.index({ rerouteLeft: 1, firstContactDueAt: 1 });

derivesNameKey(leadSchema);

export const LeadModel = defineModel('Lead', leadSchema, {
  hidden: [
    'nameKey',
    'deletedAt',
    'deletedBy',
    'mergedInto',
    'importBatchId',
    'history',
    'firstContactAlertedAt',
    'firstContactAlertClaim',
    'firstContactAlertClaimedAt',
  ],
});
