import { digitsOnly } from '@crm/contracts';

/** The alert shown when a lead has no phone to message or call (spec section 2). */
export const NO_PHONE = 'No phone';

/** `https://wa.me/<digits>`, or null without any digit. */
export function whatsappHref(phone: string | null | undefined): string | null {
  const digits = digitsOnly(phone ?? '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** `tel:<digits>` (a leading + is kept for international numbers), or null without any digit. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = (phone ?? '').trim();
  const digits = digitsOnly(raw);
  if (!digits) return null;
  return `tel:${raw.startsWith('+') ? '+' : ''}${digits}`;
}
