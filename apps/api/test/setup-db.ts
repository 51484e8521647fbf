import mongoose from 'mongoose';
import { connectDb } from '../src/db/connect';
import '../src/app';

beforeAll(async () => {
  const base = process.env.TEST_MONGO_URI;
  if (!base) throw new Error('TEST_MONGO_URI is not set: run the tests through jest (global-setup starts MongoDB)');
  await connectDb(`${base.replace(/\/$/, '')}/test_${process.env.JEST_WORKER_ID ?? '1'}`, { monitorCommands: true });
});

/** Every test seeds its own data. */
beforeEach(async () => {
  const db = mongoose.connection.db;
  if (!db) return;
  for (const collection of await db.collections()) await collection.deleteMany({});
});

afterAll(async () => {
  await mongoose.disconnect();
});
