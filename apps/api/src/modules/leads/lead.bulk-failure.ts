import type { ErrorCode } from '@crm/contracts';
import { databaseFailureOf, type DatabaseFailure } from '../../db/database-errors';
import { AppError } from '../../errors/app-error';

const BULK_FAILURES = {
  unavailable: { code: 'DB_DOWN', what: 'The database stopped answering' },
  timeout: { code: 'BUSY', what: 'The database took too long to answer' },
  tooLarge: { code: 'TOO_LARGE', what: 'This is more leads than the database takes in one request' },
} as const satisfies Record<DatabaseFailure, { code: ErrorCode; what: string }>;

const thenDo = (failure: DatabaseFailure) => (failure === 'tooLarge' ? 'choose fewer leads' : 'try again in a moment');
const count = (n: number) => n.toLocaleString('en');

/** Runs the reading part of bulk work: a database failure is answered saying nothing was changed (never a 500). */
export async function readingClearly<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    const failure = databaseFailureOf(err);
    if (!failure) throw err;
    const { code, what } = BULK_FAILURES[failure];
    throw new AppError(code, `${what}, and nothing was changed. Please ${thenDo(failure)}.`, { phase: 'read' });
  }
}

/** Where a bulk write stood when the database failed: the leads changed, those that may have been, those not tried. */
interface WriteStand {
  changedIds: string[];
  unsure: number;
  untried: number;
}

/**
 * What the caller is told when the database fails part-way through the writes: how many leads were
 * changed (and which), how many may have been (the slice it failed on) and how many were not. A
 * failure that is not the database's (a bug) is left as it is: a 500.
 */
export function writeFailure(cause: unknown, { changedIds, unsure, untried }: WriteStand): unknown {
  const failure = databaseFailureOf(cause);
  if (!failure) return cause;
  const { code, what } = BULK_FAILURES[failure];
  const changed = changedIds.length;
  const stand = [
    changed && `${count(changed)} were changed`,
    unsure && `${count(unsure)} may have been changed`,
    untried && `${count(untried)} were not changed`,
  ]
    .filter(Boolean)
    .join(', ');
  return new AppError(
    code,
    `${what} while changing ${count(changed + unsure + untried)} leads: ${stand}. ` +
      `Reload the list to see which, then ${thenDo(failure)}.`,
    { phase: 'write', changed, unsure, unchanged: untried, changedIds },
  );
}
