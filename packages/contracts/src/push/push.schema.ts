import { z } from 'zod';

/**
 * The browser's `PushSubscription.toJSON()`: where its push service takes messages for this device,
 * and the keys a message is encrypted with (RFC 8291). `language` is the portal's, for the notice's words.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().trim().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be a base64url P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, 'must be a base64url secret'),
  }),
  language: z.enum(['en', 'ar']).default('en'),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().trim().url().max(2048) });

export const pushPublicKeyResponse = z.object({ publicKey: z.string() });

/** What a push carries (encrypted): a kind and an id, never a name; the service worker words it. */
export const pushPayloadSchema = z.object({
  type: z.enum(['lead.assigned']),
  id: z.string(),
  language: z.enum(['en', 'ar']),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
