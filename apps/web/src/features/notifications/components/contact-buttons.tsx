import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useLeadLookup } from '../api/get-lead';
import { NO_PHONE, telHref, whatsappHref } from '../../../lib/contact-links';
import { ChatBubbleIcon, PhoneIcon } from '../../../components/ui/icons';
import { translateText, useT } from '../../../lib/i18n';

export const NOTIFICATIONS_ERROR = 'Failed to load notifications';

const linkClass = 'btn btn--secondary btn--sm';
const alertNoPhone = () => window.alert(translateText(NO_PHONE));

/** WhatsApp (new tab) and Call for a lead whose phone is known; without one both alert "No phone". */
export function ContactButtons({ name, phone }: { name: string; phone: string | null | undefined }) {
  const { t } = useT();
  const whatsapp = whatsappHref(phone);
  const tel = telHref(phone);
  return (
    <div className="contact-buttons">
      {whatsapp ? (
        <a
          className={linkClass}
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('notifications.whatsappName', { name })}
        >
          <ChatBubbleIcon size={16} />
          {t('notifications.whatsapp')}
        </a>
      ) : (
        <Button
          size="sm"
          icon={<ChatBubbleIcon size={16} />}
          aria-label={t('notifications.whatsappName', { name })}
          onClick={alertNoPhone}
        >
          {t('notifications.whatsapp')}
        </Button>
      )}
      {tel ? (
        <a className={linkClass} href={tel} aria-label={t('notifications.callName', { name })}>
          <PhoneIcon size={16} />
          {t('notifications.call')}
        </a>
      ) : (
        <Button
          size="sm"
          icon={<PhoneIcon size={16} />}
          aria-label={t('notifications.callName', { name })}
          onClick={alertNoPhone}
        >
          {t('notifications.call')}
        </Button>
      )}
    </div>
  );
}

type Channel = 'whatsapp' | 'call';

/**
 * The same two buttons for a notification, which knows its lead but not the phone. The lead is
 * fetched when a button is pressed (from pointer-down, so it is often back by the click), never on load.
 */
export function LeadContactButtons({ leadId, name }: { leadId: string; name: string }) {
  const { t } = useT();
  const lookup = useLeadLookup();
  const toast = useToast();

  const reach = (channel: Channel, phone: string, tab: Window | null) => {
    const href = channel === 'whatsapp' ? whatsappHref(phone) : telHref(phone);
    if (!href) {
      tab?.close();
      alertNoPhone();
      return;
    }
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
