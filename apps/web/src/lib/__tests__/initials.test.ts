import { initials } from '../initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Agency CRM')).toBe('AC');
    expect(initials('sara ali hassan')).toBe('SH');
    expect(initials('  Omar ')).toBe('O');
    expect(initials('')).toBe('?');
  });
});
