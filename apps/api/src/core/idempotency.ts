import { createHash, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  type RouteDef,
} from '@crm/contracts';
import { IdempotencyKeyModel } from '../db/idempotency-key.model';
import { AppError } from '../errors/app-error';

/**
 * Idempotency keys (routes marked `idempotent`): the web's offline outbox sends a change with an
 * Idempotency-Key and sends it again until it hears an answer, so a change whose answer was lost
 * (the connection dropped mid-request) arrives twice. The first request claims the key (an insert
 * under a unique index: of two at once, one wins), runs, and keeps its answer on the claim; a
 * replay gets that answer with `Idempotent-Replayed: true` and runs nothing.
 * - same key, other request (body or path params): 422 IDEMPOTENCY_KEY_REUSED;
 * - same key while the first still runs: 409 IDEMPOTENCY_IN_PROGRESS (the client tries again later);
 * - a 4xx answer is kept (the replay of a refused change is refused alike); a 5xx or a crash
 *   releases the key, so the retry runs the change;
 * - keys are forgotten after 4 days (IDEMPOTENCY_KEY_TTL_MS), a day after the device drops an unsent change.
 * A request without the header runs as it always did.
 */

/**
 * A claim whose request has run this long is taken for abandoned (its instance stopped mid-request)
 * and may be taken over by a retry: far beyond any request these routes serve.
 */
export const PENDING_LEASE_MS = 2 * 60_000;

const DUPLICATE_KEY = 11000;
const CLAIM_ATTEMPTS = 3;

const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request';
const IN_PROGRESS_MESSAGE = 'The same change is still being processed';
const BAD_KEY_MESSAGE = `The ${IDEMPOTENCY_HEADER} header must be 8 to 100 letters, digits, "-" or "_"`;

const inProgress = () => new AppError('IDEMPOTENCY_IN_PROGRESS', IN_PROGRESS_MESSAGE);

/** JSON with object keys sorted, so one request's fingerprint does not depend on key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests "the same": the record they are about (path params) and the body. */
const fingerprintOf = (req: Request) =>
  createHash('sha256')
    .update(canonicalJson({ params: { ...req.params }, body: req.body ?? null }))
    .digest('base64url');

interface Scope {
  userId: string;
  method: string;
  route: string;
  key: string;
}

type Claim = { kind: 'claimed'; owner: string } | { kind: 'replay'; status: number; body: string | null };

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === DUPLICATE_KEY;

/** Claims the key for this request, or finds the first request's answer (or refusal). */
async function claim(scope: Scope, requestHash: string): Promise<Claim> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const now = new Date();
    const owner = randomUUID();
    const fresh = {
      requestHash,
      state: 'pending' as const,
      owner,
      claimedAt: now,
      status: null,
      body: null,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    };
    try {
      await IdempotencyKeyModel.create({ ...scope, ...fresh });
      return { kind: 'claimed', owner };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const existing = await IdempotencyKeyModel.findOne(scope).lean();
    if (!existing) continue; // released meanwhile: claim it again
    // An expired record is forgotten (MongoDB's TTL sweep runs once a minute, if at all);
    // a pending one past its lease belongs to a request that died.
    const expired = existing.expiresAt.getTime() <= now.getTime();
    const abandoned = existing.state === 'pending' && existing.claimedAt.getTime() <= now.getTime() - PENDING_LEASE_MS;
    if (!expired && existing.requestHash !== requestHash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
    if (expired || abandoned) {
      // Taken over only if nobody else took it since (the owner is each claim's own).
      const taken = await IdempotencyKeyModel.updateOne({ _id: existing._id, owner: existing.owner }, { $set: fresh });
      if (taken.matchedCount === 1) return { kind: 'claimed', owner };
      continue;
    }
    if (existing.state === 'pending') throw inProgress();
    return { kind: 'replay', status: existing.status ?? 200, body: existing.body ?? null };
  }
  throw inProgress();
}

/**
 * Keeps the answer of the request holding the claim: whatever sends it (the route's handler or the
 * error middleware) goes through `res.json`, which stores it on the claim before it is sent, so a
 * client that got the answer and retries anyway is always replayed. A 5xx releases the claim; so
 * does an answer sent another way (none of the idempotent routes sends one).
 */
function keepAnswer(res: Response, scope: Scope, owner: string) {
  const claimOf = { ...scope, owner };
  const release = () => IdempotencyKeyModel.deleteOne(claimOf).catch(() => undefined);
  const send = res.json.bind(res);
  let kept = false;
  res.json = (body: unknown) => {
    res.json = send;
    kept = true;
    const status = res.statusCode;
    const stored =
      status >= 500
        ? release()
        : IdempotencyKeyModel.updateOne(claimOf, {
            $set: { state: 'done', status, body: body === undefined ? null : JSON.stringify(body) },
          }).catch(release);
    void stored.finally(() => send(body));
    return res;
  };
  res.on('finish', () => {
    if (!kept) void release();
  });
}

/**
 * For a route marked `idempotent` and a request carrying an Idempotency-Key: answers a replay (true:
 * nothing more to do) or claims the key and keeps this request's answer (false: run the handler).
 * Throws the refusals (a malformed key, a key reused for another request, a key still in progress).
 */
export async function answeredByIdempotencyKey(route: RouteDef, req: Request, res: Response): Promise<boolean> {
  if (!route.idempotent) return false;
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return false;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('VALIDATION', BAD_KEY_MESSAGE);
  const scope: Scope = { userId: req.user?._id ?? '', method: route.method, route: route.path, key };
  const claimed = await claim(scope, fingerprintOf(req));
  if (claimed.kind === 'claimed') {
    keepAnswer(res, scope, claimed.owner);
    return false;
  }
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (claimed.body === null) res.status(claimed.status).end();
  else res.status(claimed.status).type('application/json').send(claimed.body);
  return true;
}
