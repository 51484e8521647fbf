import { SliceWriteFailed, writeInSlices } from '../write-in-slices';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('writeInSlices', () => {
  it('writes every item once, in order, a slice at a time, and answers each slice result', async () => {
    const slices: number[][] = [];
    const results = await writeInSlices(
      numbers(7),
      async (slice) => {
        slices.push(slice);
        return slice.length;
      },
      3,
    );
    expect(slices).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(results).toEqual([3, 3, 1]);
  });

  it('writes nothing for no items', async () => {
    const write = jest.fn(async () => 0);
    expect(await writeInSlices([], write)).toEqual([]);
    expect(write).not.toHaveBeenCalled();
  });

  it('lets work waiting on the event loop run between slices, not after the whole write', async () => {
    const order: string[] = [];
    // Each slice's write settles at once (a microtask): without a yield, all three would run before any other work.
    const writing = writeInSlices(numbers(6), async (slice) => void order.push(`slice ${slice[0]}`), 2);
    setImmediate(() => order.push('someone else'));
    await writing;
    expect(order).toEqual(['slice 0', 'someone else', 'slice 2', 'slice 4']);
  });

  it('stops at the failing slice, saying how many items were written before it, how many are unsure and how many were not tried', async () => {
    const written: number[] = [];
    const failure = await writeInSlices(
      numbers(10),
      async (slice) => {
        if (slice[0] === 4) throw new Error('database down');
        written.push(...slice);
      },
      2,
    ).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(SliceWriteFailed);
    expect(failure).toMatchObject({ written: 4, unsure: 2, untried: 4, cause: new Error('database down') });
    // Nothing after the failing slice is tried.
    expect(written).toEqual([0, 1, 2, 3]);
  });
});
