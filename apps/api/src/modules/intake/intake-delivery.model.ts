import { Schema } from 'mongoose';
import { INTAKE_DELIVERY_STATUSES, INTAKE_SOURCE_KINDS } from '@crm/contracts';
import { defineModel } from '../../db/define-model';

/**
 * One delivery on record: a form's post or one Meta lead, what it carried (`payload`, to try again)
 * and what became of it. `dedupeKey` (source + external id) is unique: Meta repeats deliveries, and
 * a repeat makes nothing.
 */
const intakeDeliverySchema = new Schema(
  {
    sourceId: { type: Schema.Types.ObjectId, ref: 'IntakeSource', required: true },
    sourceName: { type: String, required: true },
    sourceKind: { type: String, enum: INTAKE_SOURCE_KINDS, required: true },
    externalId: { type: String, default: null },
    dedupeKey: { type: String, required: true },
    receivedAt: { type: Date, required: true },
    status: { type: String, enum: INTAKE_DELIVERY_STATUSES, default: 'pending' },
    reason: { type: String, default: null },
    leadId: { type: Schema.Types.ObjectId, ref: 'Lead', default: null },
    leadName: { type: String, default: null },
    payload: { type: Schema.Types.Mixed, default: {} },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: null },
    /** The worker pass that took it (one instance at a time), and when. */
    claim: { type: Schema.Types.ObjectId, default: null },
    claimedAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);

intakeDeliverySchema.index({ dedupeKey: 1 }, { unique: true });
intakeDeliverySchema.index({ receivedAt: -1 });
intakeDeliverySchema.index({ status: 1, nextAttemptAt: 1 });
intakeDeliverySchema.index({ sourceId: 1, receivedAt: -1 });

export const IntakeDeliveryModel = defineModel('IntakeDelivery', intakeDeliverySchema, { hidden: ['payload'] });
