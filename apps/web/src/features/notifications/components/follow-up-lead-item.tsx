import { Link } from 'react-router-dom';
import type { Lead } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { LEAD_STATUS_TONES } from '../../../components/ui/tone';
import { paths } from '../../../config/paths';
import { followUpTime } from '../model/sections';
import { FollowUpContactButtons } from './contact-buttons';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { usePhoneDisplay } from '../../../lib/use-phone-display';

/** A lead due for a follow-up today, with its contact buttons; the assignee unless it is the viewer. */
export function FollowUpLeadItem({ lead, viewerId }: { lead: Lead; viewerId?: string }) {
  const { t } = useT();
  const fmt = useFormat();
  const showPhone = usePhoneDisplay();
  const time = followUpTime(lead.followUpDate, fmt.locale);
  const assignee = lead.assignedTo && lead.assignedTo._id !== viewerId ? lead.assignedTo.name : null;
  // Past its time and still open: marked, as Tasks marks overdue ones; one missed on an earlier day names its date.
  const dueAt = lead.followUpDate ? new Date(lead.followUpDate) : null;
  const overdue = dueAt !== null && dueAt.getTime() < Date.now();
  const earlierDay = dueAt !== null && dueAt.toDateString() !== new Date().toDateString() && overdue;
  const dueText = earlierDay
    ? t('notifications.wasDue', { time: fmt.dateTime(dueAt) })
    : time && t(overdue ? 'notifications.wasDue' : 'notifications.due', { time });
  const meta = [dueText, assignee].filter(Boolean).join(' · ');
  return (
    <li className="lead-item">
      <div className="lead-item__main">
        <div className="lead-item__title">
          <h3>
            <Link to={paths.lead.href(lead._id)}>
              <bdi>{lead.name}</bdi>
            </Link>
          </h3>
          <Badge tone={LEAD_STATUS_TONES[lead.status]}>{t(`labels.status.${lead.status}`)}</Badge>
          {overdue && <Badge tone="danger">{t('notifications.overdue')}</Badge>}
        </div>
        {(meta || lead.phone) && (
          <p className="lead-item__meta muted">
            {lead.phone && (
              <span dir="ltr" className="lead-item__phone">
                {showPhone(lead.phone)}
              </span>
            )}
            {lead.phone && meta && ' · '}
            {meta && <bdi>{meta}</bdi>}
          </p>
        )}
        {lead.followUpNotes && (
          <p className="lead-item__notes">
            <bdi>{lead.followUpNotes}</bdi>
          </p>
        )}
      </div>
      <FollowUpContactButtons leadId={lead._id} name={lead.name} phone={lead.phone} />
    </li>
  );
}
