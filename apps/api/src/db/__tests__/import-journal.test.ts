import mongoose, { Schema } from 'mongoose';
import { defineModel } from '../define-model';
import { IMPORT_JOURNAL_STALE_MS, importsSettled, journaled, rollBackAbandonedImports } from '../import-journal';

/** Any model compiled by defineModel journals its inserts inside an import. */
const ProbeModel = defineModel('JournalProbe', new Schema({ name: { type: String, required: true } }));
const journals = () => mongoose.connection.db!.collection('import_journal');
const teams = (...names: string[]) => names.map((name) => ({ name }));

/** Imports are all or nothing on an engine without transactions: their inserts are journaled. */
describe('the import journal', () => {
  it('keeps every row of an import that finishes, and leaves no journal', async () => {
    await journaled(async () => {
      await ProbeModel.insertMany(teams('A', 'B'));
      await ProbeModel.insertMany(teams('C'));
    });
    expect(await ProbeModel.countDocuments()).toBe(3);
    expect(await journals().countDocuments()).toBe(0);
  });

  it('deletes every row of an import that fails half-way, across models and calls', async () => {
    await ProbeModel.create({ name: 'Before' });
    const failing = journaled(async () => {
      await ProbeModel.insertMany(teams('A', 'B'));
      await ProbeModel.insertMany(teams('C'), { ordered: false });
      throw new Error('the database went away');
    });
    await expect(failing).rejects.toThrow('the database went away');
    expect((await ProbeModel.find().lean()).map((t) => t.name)).toEqual(['Before']);
    expect(await journals().countDocuments()).toBe(0);
  });

  it('rolls back an import whose process died, and only the abandoned ones when others may be running', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Inserts, then "dies": it never gets to finish while the sweeps below run.
    const cut = journaled(async () => {
      await ProbeModel.insertMany(teams('A', 'B'));
      await held;
    });
    while ((await ProbeModel.countDocuments()) < 2) await new Promise((r) => setTimeout(r, 10));

    // A shared database: a journal whose heartbeat is fresh belongs to a live import.
    expect(await rollBackAbandonedImports({ all: false })).toBe(0);
    expect(await ProbeModel.countDocuments()).toBe(2);
    await journals().updateMany({}, { $set: { heartbeatAt: new Date(Date.now() - IMPORT_JOURNAL_STALE_MS - 1000) } });
    expect(await rollBackAbandonedImports({ all: false })).toBe(1);
    expect(await ProbeModel.countDocuments()).toBe(0);

    release();
    await cut;
    await importsSettled();
    expect(await journals().countDocuments()).toBe(0);
  });

  it('at the start of an embedded database, rolls back every journal left', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const cut = journaled(async () => {
      await ProbeModel.insertMany(teams('A'));
      await held;
    });
    while ((await ProbeModel.countDocuments()) < 1) await new Promise((r) => setTimeout(r, 10));
    expect(await rollBackAbandonedImports({ all: true })).toBe(1);
    expect(await ProbeModel.countDocuments()).toBe(0);
    release();
    await cut;
  });

  it('leaves inserts outside an import alone', async () => {
    await ProbeModel.insertMany(teams('A'));
    expect(await journals().countDocuments()).toBe(0);
    expect(await rollBackAbandonedImports({ all: true })).toBe(0);
    expect(await ProbeModel.countDocuments()).toBe(1);
  });

  it('lets a stopping server wait for the imports in flight', async () => {
    let finished = false;
    void journaled(async () => {
      await new Promise((r) => setTimeout(r, 200));
      await ProbeModel.insertMany(teams('A'));
      finished = true;
    });
    await importsSettled();
    expect(finished).toBe(true);
  });
});
