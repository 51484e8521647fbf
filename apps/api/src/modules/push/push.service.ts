import { Types } from 'mongoose';
import type { PushSubscriptionBody } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import type { Config } from '../../config/env';
import { AppError } from '../../errors/app-error';
import { isAllowedPushEndpoint } from './push-endpoint';
import { PushSubscriptionModel } from './push.model';

/** Keeps the caller's device subscription; an endpoint off the known push services is a 400, never stored. */
export async function subscribe(user: AuthUser, body: PushSubscriptionBody, push: Config['push']) {
  if (!isAllowedPushEndpoint(body.endpoint, push.extraEndpointOrigins))
    throw new AppError('PUSH_ENDPOINT_REFUSED', 'The endpoint must be https on a known push service');
  await PushSubscriptionModel.updateOne(
    { endpoint: body.endpoint },
    { $set: { userId: new Types.ObjectId(user._id), keys: body.keys, language: body.language } },
    { upsert: true },
  );
  return { ok: true as const };
}

/** Forgets one of the caller's own subscriptions (another person's endpoint is left alone). */
export async function unsubscribe(user: AuthUser, endpoint: string) {
  await PushSubscriptionModel.deleteOne({ endpoint, userId: new Types.ObjectId(user._id) });
  return { ok: true as const };
}
