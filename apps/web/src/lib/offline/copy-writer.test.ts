import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { copyWriter } from './copy-writer';

const copy = (reads: string[], changes = 0, version = 1): PersistedClient =>
  ({
    timestamp: version,
    buster: '1',
    clientState: {
      queries: reads.map((queryHash) => ({ queryHash, queryKey: [queryHash], state: { dataUpdatedAt: version } })),
      mutations: Array.from({ length: changes }, () => ({ state: { isPaused: true } })),
    },
  }) as unknown as PersistedClient;

/** Lets pending promise callbacks (the write's end) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('writing the device copy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a read the copy lacks at once (a lead just opened), not after the throttle', async () => {
    const written: PersistedClient[] = [];
    const writer = copyWriter(async (client) => void written.push(client), 500);
    writer.persist(copy(['leads-list']));
    await settle();
    writer.persist(copy(['leads-list', 'lead-detail']));
    await settle();
    expect(written.map((c) => c.clientState.queries.length)).toEqual([1, 2]);
  });

  it('gathers updates of reads already kept into one write per interval, the newest', async () => {
    const written: number[] = [];
    const writer = copyWriter(async (client) => void written.push(client.timestamp), 500);
    writer.persist(copy(['leads-list'], 0, 1));
    await settle();
    writer.persist(copy(['leads-list'], 0, 2));
    writer.persist(copy(['leads-list'], 0, 3));
    await settle();
    expect(written).toEqual([1]);
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toEqual([1, 3]);
  });

  it('writes a change made offline at once', async () => {
    const written: number[] = [];
    const writer = copyWriter(async (client) => void written.push(client.clientState.mutations.length), 500);
    writer.persist(copy(['lead-detail']));
    await settle();
    writer.persist(copy(['lead-detail'], 1));
    await settle();
    expect(written).toEqual([0, 1]);
  });

  it('never writes two copies at once; the newest waiting one follows the write under way', async () => {
    let finish = () => {};
    const started: number[] = [];
    const writer = copyWriter(
      (client) =>
        new Promise<void>((resolve) => {
          started.push(client.timestamp);
          finish = resolve;
        }),
      500,
    );
    writer.persist(copy(['a'], 0, 1));
    writer.persist(copy(['a', 'b'], 0, 2));
    writer.persist(copy(['a', 'b', 'c'], 0, 3));
    await settle();
    expect(started).toEqual([1]);
    finish();
    await settle();
    expect(started).toEqual([1, 3]);
  });

  it('flush writes what waits without waiting for the throttle (the page being hidden)', async () => {
    const written: number[] = [];
    const writer = copyWriter(async (client) => void written.push(client.timestamp), 500);
    writer.persist(copy(['a'], 0, 1));
    await settle();
    writer.persist(copy(['a'], 0, 2));
    await writer.flush();
    expect(written).toEqual([1, 2]);
  });

  it('tries again with the next copy when a write fails', async () => {
    const written: number[] = [];
    const write = vi.fn(async (client: PersistedClient) => {
      if (client.timestamp === 1) throw new Error('QuotaExceededError');
      written.push(client.timestamp);
    });
    const writer = copyWriter(write, 500);
    writer.persist(copy(['a'], 0, 1));
    await settle();
    writer.persist(copy(['a'], 0, 2));
    await settle();
    expect(written).toEqual([2]);
  });
});
