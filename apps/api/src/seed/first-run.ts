import bcrypt from 'bcryptjs';
import mongoose from 'mongoose';
import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';
import { UserModel } from '../modules/users/user.model';
import { seedDemoAgency } from './demo-agency';
import { seedDemoLeads } from './demo-leads';

type SeedConfig = Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemo' | 'bcryptRounds'>;

async function createFirstCeo(config: SeedConfig) {
  await UserModel.create({
    name: 'Nadia Farouk',
    email: config.adminEmail,
    role: 'CEO',
    passwordHash: await bcrypt.hash(config.adminPassword, config.bcryptRounds),
  });
}

/** On an empty database: the first CEO, and the demo agency unless SEED_DEMO=false. */
export async function seedFirstRun(config: SeedConfig, logger: Logger) {
  if (await UserModel.exists({})) return false;
  await createFirstCeo(config);
  if (config.seedDemo) {
    await seedDemoAgency(config.bcryptRounds);
    await seedDemoLeads();
  }
  logger.info({ ceo: config.adminEmail, demo: config.seedDemo }, 'first run: seeded the database');
  return true;
}

/** `npm run seed:demo`: empties every collection and seeds the CEO and demo agency again. */
export async function reseedDemo(config: SeedConfig, logger: Logger) {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  for (const collection of await db.collections()) await collection.deleteMany({});
  await createFirstCeo(config);
  await seedDemoAgency(config.bcryptRounds);
  await seedDemoLeads();
  logger.info('demo agency reloaded');
}
