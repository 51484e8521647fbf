import mongoose from 'mongoose';

interface Started {
  commandName: string;
  command: Record<string, unknown>;
}

/** An aggregation that only counts, as countDocuments (and db/direct-read.ts's countDirect) sends it. */
const isCount = (command: Record<string, unknown>) => {
  const pipeline = command.pipeline as Record<string, unknown>[] | undefined;
  const last = pipeline?.[pipeline.length - 1]?.$group as { _id?: unknown; n?: unknown } | undefined;
  return pipeline?.length === 2 && last?._id === 1 && last.n !== undefined;
};

/** The caller's session check: their user read by id, on every request. */
const isSessionCheck = ({ commandName, command }: Started) =>
  commandName === 'find' &&
  command.find === 'users' &&
  command.limit === 1 &&
  (command.filter as { _id?: unknown } | undefined)?._id instanceof mongoose.Types.ObjectId;

/**
 * The database commands `run` sends, as `collection.command` (an aggregation that only counts as
 * `collection.count`), sorted: what the driver reports sending (test/setup-db.ts connects with
 * monitorCommands), whichever layer sent it. The caller's session check is left out: what is counted
 * is the request's own work.
 */
export async function commandsSentBy(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const client = mongoose.connection.getClient();
  const onStarted = (event: Started) => {
    if (isSessionCheck(event)) return;
    const { commandName, command } = event;
    const collection = command[commandName];
    sent.push(`${String(collection)}.${commandName === 'aggregate' && isCount(command) ? 'count' : commandName}`);
  };
  client.on('commandStarted', onStarted);
  try {
    await run();
  } finally {
    client.off('commandStarted', onStarted);
  }
  return sent.sort();
}
