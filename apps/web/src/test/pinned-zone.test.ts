/** The tests' own premise (vite.config.ts): they run on a clock unlike the agency's. */
it('runs the tests on the Dubai clock (UTC+4, no daylight saving)', () => {
  expect(new Date(0).getTimezoneOffset()).toBe(-240);
  expect(new Date('2026-06-01T00:00:00Z').getTimezoneOffset()).toBe(-240);
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Dubai');
});
