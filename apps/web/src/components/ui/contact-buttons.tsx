import type { ReactNode } from 'react';
import { Button, ButtonAnchor } from './button';
import { ChatBubbleIcon, PhoneIcon } from './icons';
import { NO_PHONE, telHref, whatsappHref } from '../../lib/contact-links';
import { translateText } from '../../lib/i18n';
import type { ContactChannel } from '@crm/contracts';

interface ContactButtonsProps {
  phone: string | null | undefined;
  chatLabel: ReactNode;
  callLabel: ReactNode;
  /** Spoken names when the visible label does not say whom ("WhatsApp Sara Adel"). */
  chatAriaLabel?: string;
  callAriaLabel?: string;
  size?: 'sm' | 'md';
  /** Stacked full-width buttons with chat as the primary action (the leads screen's contact dialog). */
  stacked?: boolean;
  /** After a link is followed (a dialog closes itself). */
  onFollow?: () => void;
  /** A link was followed, with its channel (a lead's page records a contact attempt with it). */
  onContact?: (channel: ContactChannel) => void;
}

/** The spec's "No phone" alert, for a contact button of a lead without one. */
export const alertNoPhone = () => window.alert(translateText(NO_PHONE));

/**
 * A lead's WhatsApp (new tab, international digits) and Call (tel:) links, wherever its phone shows:
 * its page, the leads screen's contact dialog and the notifications. Following a link tells
 * `onContact` which one (the caller records the attempt). Without a phone both alert "No phone"
 * (and report nothing).
 */
export function ContactButtons({
  phone,
  chatLabel,
  callLabel,
  chatAriaLabel,
  callAriaLabel,
  size = 'sm',
  stacked = false,
  onFollow,
  onContact,
}: ContactButtonsProps) {
  // The link opens as it always did; `onContact` runs beside it (no waiting, no blocking).
  const follow = (channel: ContactChannel) => () => {
    onContact?.(channel);
    onFollow?.();
  };
  const whatsapp = whatsappHref(phone);
  const tel = telHref(phone);
  const iconSize = size === 'sm' ? 16 : undefined;
  return (
    <div className={stacked ? 'contact-buttons contact-buttons--stacked' : 'contact-buttons'}>
      {whatsapp ? (
        <ButtonAnchor
          variant={stacked ? 'primary' : 'secondary'}
          size={size}
          icon={<ChatBubbleIcon size={iconSize} />}
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={chatAriaLabel}
          data-autofocus={stacked || undefined}
          onClick={follow('whatsapp')}
        >
          {chatLabel}
        </ButtonAnchor>
      ) : (
        <Button size={size} icon={<ChatBubbleIcon size={iconSize} />} aria-label={chatAriaLabel} onClick={alertNoPhone}>
          {chatLabel}
        </Button>
      )}
      {tel ? (
        <ButtonAnchor
          size={size}
          icon={<PhoneIcon size={iconSize} />}
          href={tel}
          aria-label={callAriaLabel}
          onClick={follow('call')}
        >
          {callLabel}
        </ButtonAnchor>
      ) : (
        <Button size={size} icon={<PhoneIcon size={iconSize} />} aria-label={callAriaLabel} onClick={alertNoPhone}>
          {callLabel}
        </Button>
      )}
    </div>
  );
}
