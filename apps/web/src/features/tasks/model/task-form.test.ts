import { describe, expect, it } from 'vitest';
import { chooseAssigneeMessage, toCreateTaskBody } from './task-form';

describe('chooseAssigneeMessage', () => {
  it.each([
    ['CEO', 'Please choose a member'],
    ['Admin', 'Please choose a member'],
    ['Manager', 'Please choose a team member'],
    ['Supervisor', 'Please choose a team member'],
  ] as const)('%s is told "%s"', (role, text) => {
    expect(chooseAssigneeMessage(role)).toBe(text);
  });
});

describe('toCreateTaskBody', () => {
  it('leaves blank notes to the server default and sends no due date for a blank one', () => {
    expect(toCreateTaskBody({ notes: '  ', due: '', assignedTo: 'u1' }, 'Africa/Cairo')).toEqual({
      dueDate: null,
      assignedTo: 'u1',
    });
  });

  it('trims notes and sends the due time, typed on the agency clock, as an instant', () => {
    // 11:00 in Cairo (UTC+2 in December), whatever the browser's zone.
    expect(toCreateTaskBody({ notes: ' Call ', due: '2026-12-03T11:00', assignedTo: 'u1' }, 'Africa/Cairo')).toEqual({
      notes: 'Call',
      dueDate: '2026-12-03T09:00:00.000Z',
      assignedTo: 'u1',
    });
  });
});
