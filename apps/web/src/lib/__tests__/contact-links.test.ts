import { telHref, whatsappHref } from '../contact-links';

describe('contact links', () => {
  it('builds wa.me links from the digits only', () => {
    expect(whatsappHref('+20 (100) 123-4567')).toBe('https://wa.me/201001234567');
    expect(whatsappHref('01001234567')).toBe('https://wa.me/01001234567');
  });

  it('builds tel: links', () => {
    expect(telHref('0100 123 4567')).toBe('tel:01001234567');
    expect(telHref(' +20 100 123')).toBe('tel:+20100123');
  });

  it('gives nothing without a phone', () => {
    for (const phone of ['', '   ', '--', null, undefined]) {
      expect(whatsappHref(phone)).toBeNull();
      expect(telHref(phone)).toBeNull();
    }
  });
});
