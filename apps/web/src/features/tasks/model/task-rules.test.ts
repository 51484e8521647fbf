import { describe, expect, it } from 'vitest';
import { isDueToday, isOverdue } from './task-rules';

const now = new Date('2026-01-04T23:30:00Z'); // 01:30 on Monday 5 January in Cairo

describe('isOverdue', () => {
  it.each([
    ['Open, due a minute ago', { state: 'Open', dueDate: '2026-01-04T23:29:00Z' }, true],
    ['Open, due in a minute', { state: 'Open', dueDate: '2026-01-04T23:31:00Z' }, false],
    ['Done, due long ago', { state: 'Done', dueDate: '2025-01-01T00:00:00Z' }, false],
    ['Open, no due date', { state: 'Open', dueDate: null }, false],
  ] as const)('%s', (_name, task, expected) => {
    expect(isOverdue(task, now)).toBe(expected);
  });
});

describe('isDueToday', () => {
  it('reads the day in the agency zone, not UTC', () => {
    // 22:30 UTC on the 4th is already the 5th in Cairo, the same day as `now` there.
    expect(isDueToday({ dueDate: '2026-01-04T22:30:00Z' }, now, 'Africa/Cairo')).toBe(true);
    expect(isDueToday({ dueDate: '2026-01-04T21:30:00Z' }, now, 'Africa/Cairo')).toBe(false);
    expect(isDueToday({ dueDate: '2026-01-04T21:30:00Z' }, now, 'UTC')).toBe(true);
    expect(isDueToday({ dueDate: null }, now, 'UTC')).toBe(false);
  });
});
