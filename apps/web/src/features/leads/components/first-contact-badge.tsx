import { isFirstContactOverdue, type Lead } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useWorkingCalendar, useDuration } from '../../../lib/use-working-calendar';

/**
 * The red "No contact · 1 h 20 m" of a lead whose assignee has not contacted it by its deadline:
 * working time past due (the agency's hours), or nothing for any other lead.
 */
export function FirstContactBadge({ lead, now }: { lead: Lead; now: Date }) {
  const { t } = useT();
  const fmt = useFormat();
  const calendar = useWorkingCalendar();
  const duration = useDuration();
  if (!isFirstContactOverdue(lead, now) || !lead.firstContactDueAt) return null;
  const due = new Date(lead.firstContactDueAt);
  // Until the agency's hours arrive, wall-clock time stands in.
  const late = calendar ? calendar.workingMinutesBetween(due, now) : (now.getTime() - due.getTime()) / 60_000;
  const time = duration(late);
  return (
    <span className="first-contact-badge" title={t('firstContact.badgeTitle', { time, due: fmt.dateTime(due) })}>
      <Badge tone="danger">
        <bdi>{t('firstContact.badge', { time })}</bdi>
      </Badge>
    </span>
  );
}
