import {
  BSON,
  MongoError,
  MongoInvalidArgumentError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';

/**
 * What went wrong in the database, as far as the caller can act on it (else null: a bug, a 500):
 * - `unavailable`: it cannot be reached, or the driver gave up on it mid-command (a connection
 *   dropped; its monitor timed out, the pool was cleared and the commands on it interrupted): 503;
 * - `timeout`: it was reached but did not finish in time (maxTimeMS, a socket or operation timeout): 503;
 * - `tooLarge`: a document or a command over its size limit (16 MB of BSON): 413, send less.
 */
export type DatabaseFailure = 'unavailable' | 'timeout' | 'tooLarge';

/** Server codes: MaxTimeMSExpired, ExceededTimeLimit. */
const TIMEOUT_CODES = new Set([50, 262]);
/** Server codes: BSONObjectTooLarge, a document grown past the limit by an update (17419, 17420), a command too large. */
const TOO_LARGE_CODES = new Set([10334, 17419, 17420, 13548]);
/** The driver's own size checks ("Document is larger than the maximum size 16777216"). */
const TOO_LARGE_MESSAGE = /larger than the maximum|exceeds the maximum|too large/i;
/** Labels the driver puts on a command cut off with its connection's pool. */
const CUT_OFF_LABELS = ['PoolRequestedRetry', 'ResetPool'];

export function databaseFailureOf(err: unknown): DatabaseFailure | null {
  if (!(err instanceof Error)) return null;
  if (err instanceof MongoNetworkTimeoutError || err instanceof MongoOperationTimeoutError) return 'timeout';
  if (
    err instanceof MongoNetworkError ||
    err instanceof MongoServerSelectionError ||
    err instanceof MongoTopologyClosedError ||
    err instanceof MongoNotConnectedError
  )
    return 'unavailable';
  if (err instanceof MongoInvalidArgumentError || err instanceof BSON.BSONError)
    return TOO_LARGE_MESSAGE.test(err.message) ? 'tooLarge' : null;
  if (err instanceof MongoServerError && typeof err.code === 'number') {
    if (TIMEOUT_CODES.has(err.code)) return 'timeout';
    if (TOO_LARGE_CODES.has(err.code)) return 'tooLarge';
  }
  // A network failure inside a bulk write: MongoBulkWriteError (a MongoServerError) copies the
  // network error's fields and labels ("Connection to ... interrupted due to server monitor timeout").
  if (
    err instanceof MongoError &&
    (CUT_OFF_LABELS.some((label) => err.hasErrorLabel(label)) || 'beforeHandshake' in err)
  )
    return 'unavailable';
  // A write done in slices (lib/write-in-slices.ts) fails with the database's failure as its cause.
  if (err.cause instanceof Error && err.cause !== err) return databaseFailureOf(err.cause);
  return null;
}
