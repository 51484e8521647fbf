import { displayPhone, toInternationalPhone } from '../phone';

describe('phones in their international form', () => {
  it.each([
    ['01009998877', '+201009998877'],
    ['+20 100 999 8877', '+201009998877'],
    ['+20-100-999-8877', '+201009998877'],
    ['00201009998877', '+201009998877'],
    // A sheet's number with the country code but no "+".
    ['201009998877', '+201009998877'],
    ['  0100 999 8877 ', '+201009998877'],
    // A sheet's number cell drops the leading 0.
    ['1009998877', '+201009998877'],
    ['+971 50 123 4567', '+971501234567'],
  ])('reads %s as %s (agency in Egypt)', (typed, stored) => {
    expect(toInternationalPhone(typed, 'EG')).toBe(stored);
  });

  it('keeps "no phone" empty and refuses what is not a phone number', () => {
    expect(toInternationalPhone('', 'EG')).toBe('');
    expect(toInternationalPhone('   ', 'EG')).toBe('');
    expect(toInternationalPhone('abc', 'EG')).toBeNull();
    expect(toInternationalPhone('12', 'EG')).toBeNull();
    expect(toInternationalPhone('0100', 'EG')).toBeNull();
  });

  it('reads a local number in the agency country', () => {
    expect(toInternationalPhone('050 123 4567', 'AE')).toBe('+971501234567');
  });

  it('shows the national form for the agency country and the international one for others', () => {
    // libphonenumber's national format for Egyptian mobiles.
    expect(displayPhone('+201009998877', 'EG')).toBe('010 09998877');
    expect(displayPhone('+971501234567', 'EG')).toBe('+971 50 123 4567');
    expect(displayPhone('', 'EG')).toBe('');
    expect(displayPhone('not a phone', 'EG')).toBe('not a phone');
  });
});
