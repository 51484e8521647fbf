import type { AcceptInvitationBody, InvitationPreview, LoginResponse } from '@crm/contracts';
import { INVITATION_PATHS } from '@crm/contracts/zod-free';
import { postPublicJson } from '../../../lib/api-fetch';

/** `contract.invitations`, posted like the sign-in (no session, no route table on this screen). */
export const previewInvitation = (token: string) =>
  postPublicJson<InvitationPreview>(INVITATION_PATHS.preview, { token });

export const acceptInvitation = (body: AcceptInvitationBody) =>
  postPublicJson<LoginResponse>(INVITATION_PATHS.accept, body);

/** The token a sign-in link carries in its fragment (`#invitation=...`), or '' when it has none. */
export const invitationTokenFrom = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('invitation') ?? '';

/** The language the admin sent the link in (`&lang=ar`), or null. */
export function invitationLanguageFrom(hash: string): 'en' | 'ar' | null {
  const lang = new URLSearchParams(hash.replace(/^#/, '')).get('lang');
  return lang === 'ar' || lang === 'en' ? lang : null;
}
