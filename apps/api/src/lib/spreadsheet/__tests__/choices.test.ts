import { choiceReader } from '../choices';

describe('choiceReader: a cell read as a value by the value or its label', () => {
  const status = choiceReader(['New', 'FollowUp', 'under_negotiation'] as const, { New: ['Fresh'] });

  it.each([
    ['FollowUp', 'FollowUp'],
    ['follow up', 'FollowUp'],
    [' Follow-Up ', 'FollowUp'],
    ['under_negotiation', 'under_negotiation'],
    ['Under negotiation', 'under_negotiation'],
    ['fresh', 'New'],
  ])('"%s" reads as %s', (cell, value) => {
    expect(status(cell)).toBe(value);
  });

  it('anything else reads as nothing', () => {
    expect(status('Follow')).toBeUndefined();
    expect(status('')).toBeUndefined();
  });
});
