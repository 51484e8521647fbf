import type { Invitation } from '@crm/contracts';
import { paths } from '../../../config/paths';
import { getPreferences, type Language } from '../../../lib/preferences';

/**
 * The address an invited person opens: this portal's welcome screen with the token in the fragment,
 * in the language of the admin who sends it (their WhatsApp text is in it too).
 */
export const invitationUrl = (
  invitation: Pick<Invitation, 'token'>,
  lang: Language = getPreferences().lang,
  origin = window.location.origin,
) => `${origin}${paths.welcome.href(invitation.token, lang)}`;

/** WhatsApp's share screen with the message filled in; the admin picks the contact there. */
export const whatsAppShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The soonest expiry of a set of links (one import's links expire together, to the second). */
export const soonestExpiry = (invitations: Pick<Invitation, 'expiresAt'>[]) =>
  invitations.map((i) => i.expiresAt).sort()[0] ?? '';
