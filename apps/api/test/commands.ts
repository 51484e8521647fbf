import mongoose from 'mongoose';

/**
 * The database commands `run` sends, as `collection.method` (Mongoose's debug hook, which also sees
 * reads sent to a model's collection directly), sorted. The caller's session check, a read of their
 * user by id on every request, is left out: what is counted is the request's own work.
 */
export async function commandsSentBy(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  mongoose.set('debug', (collection: string, method: string, filter: unknown) => {
    const sessionCheck =
      collection === 'users' && (filter as { _id?: unknown } | undefined)?._id instanceof mongoose.Types.ObjectId;
    if (!sessionCheck) sent.push(`${collection}.${method}`);
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return sent.sort();
}
