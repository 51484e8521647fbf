import mongoose, { Types } from 'mongoose';
import { requestAs, type makeApp } from './helpers';

/** A delivery as stored, as far as the tests read it. */
interface StoredDelivery {
  _id: Types.ObjectId;
  status: string;
  reason: string | null;
  claim: Types.ObjectId | null;
  attempts: number;
  nextAttemptAt: Date | null;
  leadId: Types.ObjectId | null;
}

/** Adds a lead source as `user` (CEO or Admin) and answers it. */
export async function addSource(
  app: ReturnType<typeof makeApp>,
  user: { _id: unknown },
  body: Record<string, unknown>,
) {
  const res = await requestAs(app, user).post('/api/intake/sources').send(body).expect(201);
  return res.body as { _id: string; key: string; pageId: string; kind: 'form' | 'meta' };
}

/**
 * Waits for the work a webhook does after answering (Meta wants its answer first): the deliveries
 * of a source reach a final state. Polls the database, bounded; no fixed sleep.
 */
export async function settledDeliveries(sourceId: string, count: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // Through the registry: a test helper does not reach into a module's files.
    const deliveries = await mongoose
      .model<StoredDelivery>('IntakeDelivery')
      .find({ sourceId: new Types.ObjectId(sourceId) })
      .sort({ receivedAt: 1, _id: 1 })
      .lean();
    const settled = deliveries.filter((d) => d.status !== 'pending' && d.claim === null);
    if (settled.length >= count) return deliveries;
    if (Date.now() > until)
      throw new Error(`${settled.length} of ${count} deliveries settled: ${JSON.stringify(deliveries)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
