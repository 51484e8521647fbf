import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { telHref, whatsappHref } from '../../../lib/contact-links';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { ChatBubbleIcon, PhoneIcon } from '../../../components/ui/icons';
import './lead-dialogs.css';
import { useT } from '../../../lib/i18n';

/** Opened by a click on a phone: chat (messaging link, digits only, new tab), call, or cancel. */
export function ContactDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t } = useT();
  const showPhone = usePhoneDisplay();
  // Closed after the link has been followed: a link removed during its own click goes nowhere.
  const closeSoon = () => setTimeout(onClose, 0);
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t('leads.contact.title', { name: lead.name })}
      description={
        <>
          {t('leads.contact.phone')}{' '}
          <bdi className="lead-contact__phone" dir="ltr">
            {showPhone(lead.phone)}
          </bdi>
        </>
      }
    >
      <div className="lead-contact">
        <a
          className="btn btn--primary btn--md"
          href={whatsappHref(lead.phone) ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          data-autofocus
          onClick={closeSoon}
        >
          <ChatBubbleIcon />
          {t('leads.contact.chat')}
        </a>
        <a className="btn btn--secondary btn--md" href={telHref(lead.phone) ?? undefined} onClick={closeSoon}>
          <PhoneIcon />
          {t('leads.contact.call')}
        </a>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </Dialog>
  );
}
