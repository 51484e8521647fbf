import { Schema } from 'mongoose';
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from '@crm/contracts';
import { defineModel } from '../../db/define-model';

const campaignSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    channel: { type: String, enum: CAMPAIGN_CHANNELS, required: true },
    status: { type: String, enum: CAMPAIGN_STATUSES, default: 'Active' },
    // Hand-entered figures; CPA is derived from them on every answer, never stored.
    metrics: {
      leads: { type: Number, default: 0, min: 0 },
      cost: { type: Number, default: 0, min: 0 },
    },
  },
  { timestamps: true },
);

campaignSchema.index({ createdAt: -1 });

export const CampaignModel = defineModel('Campaign', campaignSchema, { hidden: ['updatedAt'] });
