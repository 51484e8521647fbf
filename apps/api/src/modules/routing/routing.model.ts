import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';

const ruleSchema = new Schema(
  {
    name: { type: String, required: true },
    match: { type: Schema.Types.Mixed, default: {} },
    assign: { type: Schema.Types.Mixed, default: {} },
    rerouteTimes: { type: Number, default: 0 },
  },
  { minimize: false },
);

/** The agency's routing rules, in the order they are tried: one document. */
const routingSettingsSchema = new Schema(
  {
    _id: { type: String, default: 'rules' },
    rules: { type: [ruleSchema], default: [] },
    routeManualLeads: { type: Boolean, default: false },
  },
  { timestamps: true },
);
export const RoutingSettingsModel = defineModel('RoutingSettings', routingSettingsSchema);

/** A rule's rotation: turns taken so far, moved by one atomic $inc (fair across instances). */
const routingTurnSchema = new Schema({ _id: Schema.Types.ObjectId, turns: { type: Number, default: 0 } });
export const RoutingTurnModel = defineModel('RoutingTurn', routingTurnSchema);

/** Leads one person got from one rule on one agency day, claimed one by one under the rule's cap. */
const routingDailySchema = new Schema({
  key: { type: String, required: true },
  count: { type: Number, default: 0 },
  expiresAt: { type: Date, required: true },
});
routingDailySchema.index({ key: 1 }, { unique: true });
routingDailySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
export const RoutingDailyModel = defineModel('RoutingDaily', routingDailySchema);
