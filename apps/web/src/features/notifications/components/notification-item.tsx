import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type {
  BackupNotification,
  ExportNotification,
  LeadNotification,
  Lookup,
  PortalNotification,
} from '@crm/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { notificationChange } from '../model/sections';
import { relativeTime } from '../../../lib/relative-time';
import { LeadContactButtons } from './contact-buttons';
import type { TFunction } from 'i18next';
import { BACKUP_NOTIFICATION_TYPES, LEAD_STATUSES, type LeadStatus } from '@crm/contracts';
import { translateText, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

const TYPE_TONES: Record<PortalNotification['type'], BadgeTone> = {
  Reassignment: 'teal',
  StatusChange: 'primary',
  InterestChange: 'violet',
  FirstContactOverdue: 'danger',
  ClientRequest: 'warning',
  InquiredAgain: 'teal',
  Unrouted: 'danger',
  LeadsExported: 'warning',
  BackupFailed: 'danger',
  BackupOverdue: 'danger',
};

/** A status change shows the status's label; names, interests and the empty words as they are (or translated). */
function translateChange(type: LeadNotification['type'], value: string, t: TFunction): string {
  if (type === 'StatusChange' && (LEAD_STATUSES as readonly string[]).includes(value)) {
    return t(`labels.status.${value as LeadStatus}`);
  }
  return translateText(value);
}

interface NotificationItemProps {
  notification: PortalNotification;
  now: Date;
  onOpen: (id: string) => void;
  /** The lead interests lookup: an interest change shows labels, not stored values. */
  interests?: readonly Lookup[];
}

const isBackupNotice = (n: PortalNotification): n is BackupNotification =>
  (BACKUP_NOTIFICATION_TYPES as readonly string[]).includes(n.type);

/** One notification: a change to a lead, or (for the CEO) a leads export or a backup problem. */
export function NotificationItem({ notification, ...rest }: NotificationItemProps) {
  if (notification.type === 'LeadsExported') return <ExportNoticeItem notification={notification} {...rest} />;
  if (isBackupNotice(notification)) return <BackupNoticeItem notification={notification} {...rest} />;
  return <LeadNoticeItem notification={notification} {...rest} />;
}

/**
 * One change to a lead: what changed and who changed it, with the lead's contact buttons when the
 * reader may open the lead.
 */
function LeadNoticeItem({
  notification: n,
  interests,
  ...rest
}: NotificationItemProps & { notification: LeadNotification }) {
  const { t } = useT();
  const fmt = useFormat();
  const change = notificationChange(n, interests);
  // A lead the reader may not open comes without its name (the server's rule): no link, no contact.
  const leadName = n.leadHidden ? null : n.leadName;
  const heading =
    leadName === null ? (
      <span className="muted">{t('notifications.hiddenLead')}</span>
    ) : (
      // Opening the lead's page marks the notice read too (the click reaches the row).
      <Link to={paths.lead.href(n.leadId)}>
        <bdi>{leadName}</bdi>
      </Link>
    );
  return (
    <NoticeRow
      notification={n}
      {...rest}
      heading={heading}
      markReadName={leadName ?? t('common.hiddenLead')}
      actions={leadName !== null && <LeadContactButtons leadId={n.leadId} name={leadName} />}
    >
      {change && (
        <p className="notice__change">
          <bdi className="notice__value">{translateChange(n.type, change.from, t)}</bdi>
          <span className="notice__arrow" aria-hidden="true">
            →
          </span>
          <span className="sr-only">{t('notifications.to')}</span>
          <bdi className="notice__value notice__value--new">{translateChange(n.type, change.to, t)}</bdi>
        </p>
      )}
      <p className="notice__by muted">
        {n.type === 'FirstContactOverdue' ? (
          // For the Supervisor: whose first contact is late (the assignee), and since when.
          <bdi>
            {t('firstContact.notice', { name: n.changedBy.name, due: n.newValue ? fmt.dateTime(n.newValue) : '' })}
          </bdi>
        ) : n.type === 'ClientRequest' ? (
          // For the Supervisor: which Agent asks for a client a colleague holds (the phone they typed).
          <bdi>
            {t('notifications.clientRequest', { name: n.changedBy.name, phone: `\u2066${n.newValue ?? ''}\u2069` })}
          </bdi>
        ) : n.type === 'InquiredAgain' ? (
          // For the assignee: the client asked again through a lead source (its name).
          <bdi>{t('notifications.inquiredAgain', { source: n.newValue ?? '' })}</bdi>
        ) : n.type === 'Unrouted' ? (
          // For the team's Supervisors (else the Admins): routing found nobody to give the lead to.
          <bdi>{t('notifications.unrouted', { reason: translateText(n.newValue ?? '') })}</bdi>
        ) : (
          <bdi>{t('notifications.by', { name: n.changedBy.name, role: t(`labels.role.${n.changedBy.role}`) })}</bdi>
        )}
      </p>
    </NoticeRow>
  );
}

/** "<name> exported N leads", linking to the exports list. */
function ExportNoticeItem({
  notification: n,
  ...rest
}: Omit<NotificationItemProps, 'notification'> & { notification: ExportNotification }) {
  const { t } = useT();
  const fmt = useFormat();
  const text = t('leadExports.notice', { name: n.changedBy.name, count: n.count, formatted: fmt.number(n.count) });
  const heading = (
    <Link to={paths.leadExports.href()}>
      <bdi>{text}</bdi>
    </Link>
  );
  return <NoticeRow notification={n} {...rest} heading={heading} markReadName={text} />;
}

/** "The daily backup failed: <why>" or "No backup has succeeded since <when>", linking to Settings. */
function BackupNoticeItem({
  notification: n,
  ...rest
}: Omit<NotificationItemProps, 'notification'> & { notification: BackupNotification }) {
  const { t } = useT();
  const fmt = useFormat();
  const text =
    n.type === 'BackupFailed'
      ? t('backups.noticeFailed', { message: n.newValue })
      : t('backups.noticeOverdue', { since: fmt.dateTime(n.newValue) });
  const heading = (
    <Link to={paths.settings.href()}>
      <bdi>{text}</bdi>
    </Link>
  );
  return <NoticeRow notification={n} {...rest} heading={heading} markReadName={text} />;
}

interface NoticeRowProps {
  notification: PortalNotification;
  now: Date;
  onOpen: (id: string) => void;
  /** What the notice is about: the lead, or the export. */
  heading: ReactNode;
  /** What "Mark read" marks, for assistive tech ("Mark read: Sara"). */
  markReadName: string;
  /** Buttons beside "Mark read" (the lead's contact buttons). */
  actions?: ReactNode;
  /** The notice's body: what changed, and who changed it. */
  children?: ReactNode;
}

/**
 * A notice's frame: the unread dot, its type, its heading, its time and "Mark read". Opening it (a
 * click anywhere on it, a button in it, or "Mark read") marks it read.
 */
function NoticeRow({ notification: n, now, onOpen, heading, markReadName, actions, children }: NoticeRowProps) {
  const { t } = useT();
  const fmt = useFormat();
  const open = () => {
    if (!n.read) onOpen(n._id);
  };
  return (
    // The whole row is a pointer shortcut; "Mark read" is the keyboard way to the same thing.
    <li className={n.read ? 'notice' : 'notice notice--unread'} onClick={open}>
      <div className="notice__head">
        {!n.read && <span className="notice__dot" aria-hidden="true" />}
        <Badge tone={TYPE_TONES[n.type]}>{t(`labels.notificationType.${n.type}`)}</Badge>
        <h3 className="notice__lead">{heading}</h3>
        {!n.read && <span className="sr-only">{t('notifications.unread')}</span>}
        <time className="notice__time muted" dir="auto" dateTime={n.createdAt} title={fmt.dateTime(n.createdAt)}>
          {relativeTime(n.createdAt, now, fmt.locale)}
        </time>
      </div>
      {children}
      {(actions || !n.read) && (
        <div className="notice__actions">
          {actions}
          {!n.read && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('notifications.markReadName', { name: markReadName })}
              onClick={(event) => {
                event.stopPropagation();
                open();
              }}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
