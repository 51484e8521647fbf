import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ContactButtons } from '../../../components/ui/contact-buttons';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
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
      <ContactButtons
        phone={lead.phone}
        leadId={lead._id}
        chatLabel={t('leads.contact.chat')}
        callLabel={t('leads.contact.call')}
        size="md"
        stacked
        onFollow={closeSoon}
      />
      <Button className="lead-contact__cancel" onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </Dialog>
  );
}
