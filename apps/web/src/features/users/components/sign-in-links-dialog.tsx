import type { Invitation } from '@crm/contracts';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ChatBubbleIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { BRAND_NAME } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { invitationUrl, soonestExpiry, whatsAppShareHref } from '../model/invitation-link';
import './sign-in-links.css';

/**
 * The one-time sign-in links just made (Add User, an access reset, an import): shown once, to copy
 * or send by WhatsApp. The server keeps only their hashes, so closing this is the last look.
 */
export function SignInLinksDialog({ invitations, onClose }: { invitations: Invitation[]; onClose: () => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const toast = useToast();
  const until = fmt.dateTime(soonestExpiry(invitations));
  const single = invitations.length === 1 ? invitations[0] : undefined;

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error(t('access.copyFailed'));
    }
  };
  const copyAll = () =>
    copy(invitations.map((i) => `${i.name} <${i.email}>: ${invitationUrl(i)}`).join('\n'), t('access.copiedAll'));

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={
        single ? t('access.linkTitle', { name: single.name }) : t('access.linksTitle', { count: invitations.length })
      }
      description={
        single ? t('access.linkIntro', { name: single.name, date: until }) : t('access.linksIntro', { date: until })
      }
      footer={
        <>
          {!single && <Button onClick={() => void copyAll()}>{t('access.copyAll')}</Button>}
          <Button variant="primary" onClick={onClose}>
            {t('common.done')}
          </Button>
        </>
      }
    >
      <ul className="plain-list plain-list--roomy sign-in-links">
        {invitations.map((invitation) => {
          const url = invitationUrl(invitation);
          const message = t('access.whatsAppText', { name: invitation.name, brand: BRAND_NAME, date: until, url });
          return (
            <li key={invitation.userId} className="sign-in-links__item">
              {!single && (
                <p className="sign-in-links__who">
                  <bdi className="user-name">{invitation.name}</bdi>{' '}
                  <bdi className="user-email">{invitation.email}</bdi>
                </p>
              )}
              <input
                className="input sign-in-links__url"
                readOnly
                dir="ltr"
                value={url}
                aria-label={t('access.linkLabel', { name: invitation.name })}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="sign-in-links__actions">
                <Button size="sm" onClick={() => void copy(url, t('access.copied'))}>
                  {t('access.copy')}
                </Button>
                <ButtonAnchor
                  size="sm"
                  icon={<ChatBubbleIcon />}
                  href={whatsAppShareHref(message)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('access.whatsApp')}
                </ButtonAnchor>
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
