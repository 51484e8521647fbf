import webpush from 'web-push';
import type { Config } from '../../config/env';
import { VapidKeysModel } from './push.model';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const THE_PAIR = 'vapid';

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else the pair in the database, made by whichever
 * instance asks first (inserted only if none exists, so every instance signs with the same pair).
 * Read each time rather than held: a restored database brings its own pair back.
 */
export async function vapidKeysOf(push: Config['push']): Promise<VapidKeys> {
  if (push.vapidKeys) return push.vapidKeys;
  const kept = await VapidKeysModel.findById(THE_PAIR).lean();
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  const made = webpush.generateVAPIDKeys();
  const pair = await VapidKeysModel.findOneAndUpdate(
    { _id: THE_PAIR },
    { $setOnInsert: { publicKey: made.publicKey, privateKey: made.privateKey } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  if (!pair) throw new Error('the VAPID keys could not be kept');
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}
