/** A backup's size in the unit that reads best: the catalog key and the number to show in it (one decimal past bytes). */
export function backupSize(bytes: number): { unit: 'bytes' | 'kilobytes' | 'megabytes' | 'gigabytes'; value: number } {
  const units = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'] as const;
  let value = bytes;
  let step = 0;
  while (value >= 1024 && step < units.length - 1) {
    value /= 1024;
    step++;
  }
  return { unit: units[step] ?? 'bytes', value: step === 0 ? bytes : Math.round(value * 10) / 10 };
}
