import mongoose from 'mongoose';
import { watchPool } from './pool-usage';

// Unknown query keys are dropped rather than passed on to MongoDB.
mongoose.set('strictQuery', true);
// Collections and indexes are built in order by connectDb, before the seed and the first request.
// Mongoose's own background creation would race the first-run seed (mongo-java-server refuses a
// collection created twice).
mongoose.set('autoCreate', false);
mongoose.set('autoIndex', false);

/** Another instance created it first: MongoDB's codes for "that collection or index exists already". */
const ALREADY_EXISTS = new Set([48, 68, 85, 86]);
const alreadyExists = (err: unknown) =>
  ALREADY_EXISTS.has((err as { code?: number }).code ?? 0) || /already exists/i.test(String((err as Error).message));

/**
 * Creates a collection and its indexes; any number of instances may run this at once, so an "already
 * exists" answer is success, and a race lost while building indexes is tried again once.
 */
async function prepare(model: mongoose.Model<unknown>) {
  await model.createCollection().catch((err: unknown) => {
    if (!alreadyExists(err)) throw err;
  });
  await model.syncIndexes().catch(async (err: unknown) => {
    if (alreadyExists(err)) return;
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    await model.syncIndexes().catch((again: unknown) => {
      if (!alreadyExists(again)) throw again;
    });
  });
}

/** `monitorCommands`: the driver reports each command sent (tests count them; off elsewhere, as it costs). */
export async function connectDb(uri: string, { monitorCommands = false } = {}) {
  const connecting = mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000, monitorCommands });
  // Mongoose creates its client before connecting it: watched now, the pool metrics miss no connection.
  watchPool(mongoose.connection.getClient());
  await connecting;
  // Indexes are declared on the schemas; build them now so unique rules hold from the first request.
  for (const model of Object.values(mongoose.models)) await prepare(model as mongoose.Model<unknown>);
  return mongoose.connection;
}

export async function disconnectDb() {
  await mongoose.disconnect();
}

export async function pingDb() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  await db.admin().command({ ping: 1 });
}
