import { Button } from '../../../components/ui/button';
import { alertNoPhone, ContactButtons } from '../../../components/ui/contact-buttons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useLeadLookup } from '../api/get-lead';
import { telHref, whatsappHref } from '../../../lib/contact-links';
import { ChatBubbleIcon, PhoneIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { useRecordContactAttempt } from '../../../shared-api/leads';
import type { ContactChannel } from '@crm/contracts';

export const NOTIFICATIONS_ERROR = 'Failed to load notifications';

/** WhatsApp and Call for a lead listed with its phone (follow-ups today). */
export function FollowUpContactButtons({
  leadId,
  name,
  phone,
}: {
  leadId: string;
  name: string;
  phone: string | null | undefined;
}) {
  const { t } = useT();
  const recordAttempt = useRecordContactAttempt();
  return (
    <ContactButtons
      phone={phone}
      onContact={(channel) => recordAttempt({ leadId, channel })}
      chatLabel={t('notifications.whatsapp')}
      callLabel={t('notifications.call')}
      chatAriaLabel={t('notifications.whatsappName', { name })}
      callAriaLabel={t('notifications.callName', { name })}
    />
  );
}

type Channel = ContactChannel;

/**
 * The same two buttons for a notification, which knows its lead but not the phone. The lead is
 * fetched when a button is pressed (from pointer-down, so it is often back by the click), never on load.
 */
export function LeadContactButtons({ leadId, name }: { leadId: string; name: string }) {
  const { t } = useT();
  const lookup = useLeadLookup();
  const toast = useToast();
  const recordAttempt = useRecordContactAttempt();

  const reach = (channel: Channel, phone: string, tab: Window | null) => {
    const href = channel === 'whatsapp' ? whatsappHref(phone) : telHref(phone);
    if (!href) {
      tab?.close();
      alertNoPhone();
      return;
    }
    recordAttempt({ leadId, channel });
    if (channel === 'call') {
      window.location.assign(href);
    } else if (tab) {
      tab.opener = null;
      tab.location.href = href;
    } else {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  };

  const handleClick = async (channel: Channel) => {
    const known = lookup.cached(leadId);
    if (known) {
      reach(channel, known.phone, null);
      return;
    }
    // The fetch outlasts the click: claim the new tab now, or a popup blocker may refuse it later.
    const tab = channel === 'whatsapp' ? window.open('', '_blank') : null;
    try {
      const lead = await lookup.fetch(leadId);
      reach(channel, lead.phone, tab);
    } catch (error) {
      tab?.close();
      toast.error(errorMessage(error, NOTIFICATIONS_ERROR));
    }
  };

  const shared = { size: 'sm', onPointerDown: () => lookup.prefetch(leadId) } as const;

  return (
    <div className="contact-buttons">
      <Button
        {...shared}
        icon={<ChatBubbleIcon size={16} />}
        aria-label={t('notifications.whatsappName', { name })}
        onClick={() => void handleClick('whatsapp')}
      >
        {t('notifications.whatsapp')}
      </Button>
      <Button
        {...shared}
        icon={<PhoneIcon size={16} />}
        aria-label={t('notifications.callName', { name })}
        onClick={() => void handleClick('call')}
      >
        {t('notifications.call')}
      </Button>
    </div>
  );
}
