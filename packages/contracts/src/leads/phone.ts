import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Phones are stored in their international (E.164) form, "+201009998877", whatever way they were
 * typed or written in a sheet ("01009998877", "+20 100 999 8877", "00201009998877",
 * "201009998877"): one number is one value, for the duplicate guard, search and the WhatsApp and
 * call links. A number without its country code is read in the agency's country (DEFAULT_COUNTRY).
 */
export const INVALID_PHONE = 'Please enter a valid phone number';

export const isCountryCode = (value: string): value is CountryCode => isSupportedCountry(value);

/** The international form of a typed phone; '' for none; null when it is not a phone number. */
export function toInternationalPhone(raw: string, defaultCountry: string): string | null {
  const text = raw.trim();
  if (!text) return '';
  const country = isCountryCode(defaultCountry) ? defaultCountry : undefined;
  const asTyped = parsePhoneNumberFromString(text, country);
  if (asTyped?.isValid()) return asTyped.number;
  // Sheets often hold the country code without its "+" (and "00" is the usual way to dial out).
  const digits = text.replace(/\D+/g, '').replace(/^00/, '');
  if (!text.startsWith('+') && digits) {
    const international = parsePhoneNumberFromString(`+${digits}`);
    if (international?.isValid()) return international.number;
  }
  return null;
}

/**
 * A stored phone as people read it: the national form for the agency's own country
 * ("010 09998877"), the international one for others ("+971 50 123 4567"); as stored otherwise.
 */
export function displayPhone(stored: string, defaultCountry: string): string {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  if (!parsed) return stored;
  return parsed.country === defaultCountry ? parsed.formatNational() : parsed.formatInternational();
}
