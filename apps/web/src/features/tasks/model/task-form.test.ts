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
    expect(toCreateTaskBody({ notes: '  ', due: '', assignedTo: 'u1' })).toEqual({ dueDate: null, assignedTo: 'u1' });
  });

  it('trims notes and sends the due time as an instant', () => {
    expect(toCreateTaskBody({ notes: ' Call ', due: '2026-03-01T09:30', assignedTo: 'u1' })).toEqual({
      notes: 'Call',
      dueDate: new Date('2026-03-01T09:30').toISOString(),
      assignedTo: 'u1',
    });
  });
});
