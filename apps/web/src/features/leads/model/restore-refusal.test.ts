import { phoneHolderOf } from './restore-refusal';

describe('phoneHolderOf', () => {
  it.each([
    [
      { leadId: 'a'.repeat(24), name: 'هالة' },
      { leadId: 'a'.repeat(24), name: 'هالة' },
    ],
    [
      { leadId: null, name: null },
      { leadId: null, name: null },
    ],
    [
      { leadId: 5, name: ['x'] },
      { leadId: null, name: null },
    ],
    [undefined, null],
    ['text', null],
  ])('reads %j as %j', (details, holder) => {
    expect(phoneHolderOf(details)).toEqual(holder);
  });
});
