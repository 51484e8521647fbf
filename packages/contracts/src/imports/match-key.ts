/**
 * How a spreadsheet's header or value is compared with the names the portal knows, as people type
 * them: case, spaces, punctuation, Arabic diacritics and tatweel do not count; the Arabic letter
 * forms people use interchangeably are one (أ إ آ ٱ -> ا, ة -> ه, ى -> ي); Arabic-Indic digits are
 * digits. "Mobile No." and "mobile no" meet as "mobileno"; "رقم الموبايل" and "رقم الموبايل." alike.
 */
export function matchKey(text: string): string {
  return westernDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as 0-9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}
