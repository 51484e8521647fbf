import { assertZipWithinLimits } from '../zip-limits';
import { plainWorkbook, writeZip, zipBomb } from '../../../../test/hostile-files';

const rows = [
  ['Name', 'Phone'],
  ['Ann', '201000000001'],
];

/** Rejection of `promise`, with the time it took. */
async function timedRejection(promise: Promise<unknown>) {
  const started = performance.now();
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err as { status?: number; message?: string },
  );
  return { error, ms: performance.now() - started };
}

describe('assertZipWithinLimits', () => {
  it('lets a real workbook through', async () => {
    await expect(assertZipWithinLimits(plainWorkbook(rows))).resolves.toBeUndefined();
  });

  it('refuses a 300 KB bomb of 300 MB from its directory, without inflating it', async () => {
    const bomb = await zipBomb(rows, 300);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const { error, ms } = await timedRejection(assertZipWithinLimits(bomb));
    expect(error).toMatchObject({ status: 413, message: expect.stringMatching(/more than 50 MB/) });
    expect(ms).toBeLessThan(100);
  });

  it('refuses a bomb whose headers lie about its size, by inflating only up to the cap', async () => {
    const bomb = await zipBomb(rows, 128, 0.001);
    const { error, ms } = await timedRejection(assertZipWithinLimits(bomb));
    expect(error).toMatchObject({ status: 413, message: expect.stringMatching(/more than 50 MB/) });
    expect(ms).toBeLessThan(2000);
  });

  it('refuses an entry that unpacks to far more than its size, even under the cap', async () => {
    const honest = await zipBomb(rows, 20);
    expect(await timedRejection(assertZipWithinLimits(honest))).toMatchObject({ error: { status: 413 } });
    const lying = await zipBomb(rows, 20, 0.001);
    expect(await timedRejection(assertZipWithinLimits(lying))).toMatchObject({
      error: { status: 413, message: expect.stringMatching(/far more than its size/) },
    });
  });

  it('answers 400 for a zip it cannot walk', async () => {
    const noDirectory = Buffer.from('PK\u0003\u0004garbage');
    await expect(assertZipWithinLimits(noDirectory)).rejects.toMatchObject({ status: 400 });
    const emptyZip = writeZip([]);
    await expect(assertZipWithinLimits(emptyZip)).resolves.toBeUndefined();
    const truncated = plainWorkbook(rows).subarray(0, 200);
    await expect(assertZipWithinLimits(truncated)).rejects.toMatchObject({ status: 400 });
  });
});
