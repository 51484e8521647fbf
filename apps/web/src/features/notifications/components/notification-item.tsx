import type { LeadNotification } from '@crm/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notificationChange, notificationTypeLabel, relativeTime } from '../model/sections';
import { LeadContactButtons } from './contact-buttons';

const TYPE_TONES: Record<LeadNotification['type'], BadgeTone> = {
  Reassignment: 'teal',
  StatusChange: 'primary',
  InterestChange: 'violet',
};

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface NotificationItemProps {
  notification: LeadNotification;
  now: Date;
  onOpen: (id: string) => void;
}

/**
 * One change to a lead. Opening it (a click anywhere on it, a contact button, or "Mark read")
 * marks it read.
 */
export function NotificationItem({ notification: n, now, onOpen }: NotificationItemProps) {
  const change = notificationChange(n);
  const open = () => {
    if (!n.read) onOpen(n._id);
  };
  return (
    // The whole row is a pointer shortcut; "Mark read" is the keyboard way to the same thing.
    <li className={n.read ? 'notice' : 'notice notice--unread'} onClick={open}>
      <div className="notice__head">
        {!n.read && <span className="notice__dot" aria-hidden="true" />}
        <Badge tone={TYPE_TONES[n.type]}>{notificationTypeLabel(n.type)}</Badge>
        <h3 className="notice__lead">
          <bdi>{n.leadName}</bdi>
        </h3>
        {!n.read && <span className="sr-only">(unread)</span>}
        <time
          className="notice__time muted"
          dir="auto"
          dateTime={n.createdAt}
          title={fullDate.format(new Date(n.createdAt))}
        >
          {relativeTime(n.createdAt, now)}
        </time>
      </div>
      {change && (
        <p className="notice__change">
          <bdi className="notice__value">{change.from}</bdi>
          <span className="notice__arrow" aria-hidden="true">
            →
          </span>
          <span className="sr-only"> to </span>
          <bdi className="notice__value notice__value--new">{change.to}</bdi>
        </p>
      )}
      <p className="notice__by muted">
        <bdi>
          by {n.changedBy.name} ({n.changedBy.role})
        </bdi>
      </p>
      <div className="notice__actions">
        <LeadContactButtons leadId={n.leadId} name={n.leadName} />
        {!n.read && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Mark read: ${n.leadName}`}
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
          >
            Mark read
          </Button>
        )}
      </div>
    </li>
  );
}
