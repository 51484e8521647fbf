import { Types } from 'mongoose';
import webpush from 'web-push';
import type { PushPayload } from '@crm/contracts';
import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { isAllowedPushEndpoint } from './push-endpoint';
import { PushSubscriptionModel } from './push.model';
import { vapidKeysOf } from './vapid-keys';

/** A push not delivered within an hour is no longer news (the person will have opened the portal). */
const PUSH_TTL_SECONDS = 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** The push service says the subscription is gone (RFC 8030): it is removed. */
const GONE = new Set([404, 410]);

export type PushOf = (language: 'en' | 'ar') => PushPayload;

/**
 * Sends one push to every device of each person: encrypted (RFC 8291, aes128gcm), signed (VAPID),
 * with a TTL. Posted with fetch, never following a redirect (a push service does not redirect, and
 * following one could reach an address the endpoint check refused). One read for all the people.
 */
export async function sendPushes(people: { userId: string; push: PushOf }[], config: Config['push'], logger: Logger) {
  const byUser = new Map(people.map((person) => [person.userId, person.push]));
  if (byUser.size === 0) return;
  const subscriptions = await PushSubscriptionModel.find({
    userId: { $in: [...byUser.keys()].map((id) => new Types.ObjectId(id)) },
  }).lean();
  if (subscriptions.length === 0) return;
  const vapid = await vapidKeysOf(config);
  const gone: string[] = [];
  await Promise.all(
    subscriptions.map(async ({ endpoint, keys, userId, language }) => {
      const pushOf = byUser.get(String(userId));
      if (!pushOf || !keys || !isAllowedPushEndpoint(endpoint, config.extraEndpointOrigins)) return;
      const request = webpush.generateRequestDetails(
        { endpoint, keys },
        JSON.stringify(pushOf(language === 'ar' ? 'ar' : 'en')),
        {
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
          vapidDetails: { subject: config.subject, ...vapid },
        },
      );
      try {
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        if (GONE.has(answer.status)) gone.push(endpoint);
        else if (!answer.ok) logger.warn({ status: answer.status }, 'a push service refused a push');
      } catch (err) {
        logger.warn({ err }, 'a push service could not be reached');
      }
    }),
  );
  if (gone.length) await PushSubscriptionModel.deleteMany({ endpoint: { $in: gone } });
}
