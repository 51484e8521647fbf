import { Schema } from 'mongoose';
import { INTAKE_SOURCE_KINDS } from '@crm/contracts';
import { defineModel } from '../../db/define-model';

/** Where leads arrive from by themselves: a website form (its secret key) or a Facebook page. */
const intakeSourceSchema = new Schema(
  {
    kind: { type: String, enum: INTAKE_SOURCE_KINDS, required: true },
    name: { type: String, required: true, trim: true },
    campaignId: { type: Schema.Types.ObjectId, ref: 'Campaign', default: null },
    teamId: { type: Schema.Types.ObjectId, ref: 'Team', default: null },
    paused: { type: Boolean, default: false },
    /** A form's secret: the last part of the address it posts to. */
    key: { type: String, default: null },
    /** A Facebook page: its id (Meta's deliveries name it) and the token its leads are read with. */
    pageId: { type: String, default: null },
    pageAccessToken: { type: String, default: null },
    /** What Meta last answered the token with when it refused it (expired, revoked); cleared by a new token. */
    tokenProblem: { type: new Schema({ at: Date, message: String }, { _id: false }), default: null },
    /** When Meta's form listings were last read through without a failure (meta-reconcile.ts): the next read starts there. */
    reconciledAt: { type: Date, default: null },
    /** The last attempt at it, successful or not: one instance a time, at most one try an hour. */
    reconcileTriedAt: { type: Date, default: null },
    lastDeliveryAt: { type: Date, default: null },
    deliveries: { type: Number, default: 0 },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

intakeSourceSchema.index({ key: 1 });
intakeSourceSchema.index({ pageId: 1 });
intakeSourceSchema.index({ deletedAt: 1, createdAt: -1 });

// The page token never leaves the server, whatever reads the document.
export const IntakeSourceModel = defineModel('IntakeSource', intakeSourceSchema, { hidden: ['pageAccessToken'] });
