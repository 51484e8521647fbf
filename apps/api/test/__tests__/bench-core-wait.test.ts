import { coreWaitMs, coreWaitOutside } from '../../bench/core-wait';

const at = (ms: number, waitedMs: number | null) => ({ at: ms, waitedMs });

describe("the bench's waits for a core", () => {
  it('counts only the waits outside the database spans of a request', () => {
    // A request 0-10 ms, one command 2-6 ms: 1 ms waited before it, 3 ms during it, 0.5 ms after.
    const waited = coreWaitOutside([[2, 6]], at(0, 100), at(10, 104.5), [at(2, 101), at(6, 104)]);
    expect(waited).toBeCloseTo(1.5);
  });

  it('takes overlapping spans as one stretch of database time', () => {
    const readings = [at(1, 10), at(2, 10), at(5, 13), at(7, 14)];
    // Spans 1-5 and 2-7 overlap: the 4 ms waited within them are the database's; the 2 ms after are not.
    expect(
      coreWaitOutside(
        [
          [1, 5],
          [2, 7],
        ],
        at(0, 10),
        at(9, 16),
        readings,
      ),
    ).toBeCloseTo(2);
  });

  it('says nothing when a reading is missing', () => {
    expect(coreWaitOutside([], at(0, null), at(1, null), [])).toBeNull();
  });

  it('reads a wait that never goes down, on Linux', () => {
    const first = coreWaitMs();
    if (process.platform !== 'linux') return expect(first).toBeNull();
    expect(first).toEqual(expect.any(Number));
    expect(coreWaitMs()!).toBeGreaterThanOrEqual(first!);
  });
});
