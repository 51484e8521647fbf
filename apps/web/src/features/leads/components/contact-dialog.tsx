import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { telHref, whatsappHref } from '../../../lib/contact-links';
import { ChatBubbleIcon, PhoneIcon } from '../../../components/ui/icons';
import './lead-dialogs.css';

/** Opened by a click on a phone: chat (messaging link, digits only, new tab), call, or cancel. */
export function ContactDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  // Closed after the link has been followed: a link removed during its own click goes nowhere.
  const closeSoon = () => setTimeout(onClose, 0);
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={`Contact ${lead.name}`}
      description={
        <>
          Phone: <bdi className="lead-contact__phone">{lead.phone}</bdi>
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
          Chat with client
        </a>
        <a className="btn btn--secondary btn--md" href={telHref(lead.phone) ?? undefined} onClick={closeSoon}>
          <PhoneIcon />
          Call client
        </a>
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </Dialog>
  );
}
