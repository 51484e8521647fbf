import mongoose from 'mongoose';

// Unknown query keys are dropped rather than passed on to MongoDB.
mongoose.set('strictQuery', true);
// Collections and indexes are built once, in order, by connectDb. Mongoose's own background
// creation would race the first-run seed (mongo-java-server refuses a collection created twice).
mongoose.set('autoCreate', false);
mongoose.set('autoIndex', false);

export async function connectDb(uri: string) {
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  // Indexes are declared on the schemas; build them now so unique rules hold from the first request.
  for (const model of Object.values(mongoose.models)) {
    await model.createCollection();
    await model.syncIndexes();
  }
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
