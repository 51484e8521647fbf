import mongoose, { Schema } from 'mongoose';
import { defineModel } from '../define-model';
import { findInBatches } from '../direct-read';

const RowModel = defineModel('DirectReadRow', new Schema({ n: { type: Number, required: true } }));

/** The commands the driver reports sending while `run` runs, by name, and how `run` failed (if it did). */
async function commandsDuring(run: () => Promise<unknown>) {
  const names: string[] = [];
  const client = mongoose.connection.getClient();
  const onStarted = (event: { commandName: string }) => names.push(event.commandName);
  client.on('commandStarted', onStarted);
  try {
    await run();
    return { names, error: null };
  } catch (error) {
    return { names, error: error as Error };
  } finally {
    client.off('commandStarted', onStarted);
  }
}

describe('findInBatches', () => {
  beforeEach(async () => {
    await RowModel.collection.insertMany(Array.from({ length: 25 }, (_, n) => ({ n })));
  });

  it('hands every matching document over, at most batchSize at a time, one round trip each', async () => {
    const batches: number[][] = [];
    const { names, error } = await commandsDuring(() =>
      findInBatches(RowModel, { n: { $gte: 3 } }, { projection: { n: 1 }, batchSize: 10 }, (docs) => {
        batches.push(docs.map((d) => d.n));
      }),
    );
    expect(error).toBeNull();
    expect(batches.map((b) => b.length)).toEqual([10, 10, 2]);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 3));
    expect(names).toEqual(['find', 'getMore', 'getMore']);
  });

  it('closes its cursor on the server when the work on a batch fails half-way, and says why it failed', async () => {
    let handed = 0;
    const { names, error } = await commandsDuring(() =>
      findInBatches(RowModel, {}, { batchSize: 10 }, () => {
        if (++handed === 2) throw new Error('the sheet went away');
      }),
    );
    expect(error?.message).toBe('the sheet went away');
    expect(names).toEqual(['find', 'getMore', 'killCursors']);
  });
});
