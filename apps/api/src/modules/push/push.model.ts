import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';

/** One device's push subscription (the browser's PushSubscription), kept for the person who made it. */
const pushSubscriptionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    endpoint: { type: String, required: true },
    keys: { p256dh: { type: String, required: true }, auth: { type: String, required: true } },
    /** The portal's language on that device: the notice is worded in it. */
    language: { type: String, enum: ['en', 'ar'], default: 'en' },
  },
  { collection: 'push_subscriptions', timestamps: true },
);
// A device has one subscription: subscribing again (another person signed in) moves it to them.
pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ userId: 1 });

export const PushSubscriptionModel = defineModel('PushSubscription', pushSubscriptionSchema, { hidden: ['keys'] });

/** The portal's VAPID key pair when not given by the environment: made once, shared by every instance. */
const vapidKeysSchema = new Schema(
  {
    _id: { type: String, required: true },
    publicKey: { type: String, required: true },
    privateKey: { type: String, required: true },
  },
  { collection: 'push_vapid_keys', versionKey: false },
);

export const VapidKeysModel = defineModel('VapidKeys', vapidKeysSchema, { hidden: ['privateKey'] });
