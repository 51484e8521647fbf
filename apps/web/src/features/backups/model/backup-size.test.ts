import { backupSize } from './backup-size';

describe('backupSize', () => {
  it.each([
    [0, { unit: 'bytes', value: 0 }],
    [1023, { unit: 'bytes', value: 1023 }],
    [1024, { unit: 'kilobytes', value: 1 }],
    [186_880, { unit: 'kilobytes', value: 182.5 }],
    [5 * 1024 * 1024 + 300_000, { unit: 'megabytes', value: 5.3 }],
    [3 * 1024 ** 3, { unit: 'gigabytes', value: 3 }],
    [5000 * 1024 ** 3, { unit: 'gigabytes', value: 5000 }],
  ])('%i bytes read as %o', (bytes, expected) => {
    expect(backupSize(bytes)).toEqual(expected);
  });
});
