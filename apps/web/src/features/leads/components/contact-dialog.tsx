import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ContactButtons } from '../../../components/ui/contact-buttons';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { useRecordContactAttempt } from '../../../shared-api/leads';
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
      <LeadContactButtons lead={lead} stacked onFollow={closeSoon} />
      <Button className="lead-contact__cancel" onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </Dialog>
  );
}

/** A lead's Chat and Call buttons (its page, the contact dialog); following one records a contact attempt. */
export function LeadContactButtons({ lead, ...props }: { lead: Lead; stacked?: boolean; onFollow?: () => void }) {
  const { t } = useT();
  const recordAttempt = useRecordContactAttempt();
  return (
    <ContactButtons
      {...props}
      phone={lead.phone}
      onContact={(channel) => recordAttempt({ leadId: lead._id, channel })}
      chatLabel={t('leads.contact.chat')}
      callLabel={t('leads.contact.call')}
      size="md"
    />
  );
}
