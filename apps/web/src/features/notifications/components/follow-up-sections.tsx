import { useId, useState, type ReactNode } from 'react';
import type { Lead, LeadStatus } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/use-session';
import { useFollowUpsToday } from '../api/get-follow-ups-today';
import { useMissedFollowUps } from '../api/get-missed-follow-ups';
import { groupFollowUps } from '../model/sections';
import { FollowUpLeadItem } from './follow-up-lead-item';
import { SectionError } from './section-error';
import { SectionSkeleton } from './section-skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

const ALL_TODAY_HREF = `${paths.leads.href()}?followups=today`;
const ALL_MISSED_HREF = `${paths.leads.href()}?followups=missed`;
/** A long day stays scannable on a phone: the first ten, then "Show all". */
const INITIAL_VISIBLE = 10;

function LeadSection({
  title,
  leads,
  empty,
  description,
}: {
  title: string;
  leads: Lead[] | undefined;
  empty: string;
  description?: string;
}) {
  const { t } = useT();
  const titleId = useId();
  const listId = useId();
  const viewerId = useSessionUser()?._id;
  const [expanded, setExpanded] = useState(false);
  const visible = leads && !expanded ? leads.slice(0, INITIAL_VISIBLE) : leads;
  const hidden = leads ? leads.length - INITIAL_VISIBLE : 0;
  return (
    <Card
      title={title}
      labelledBy={titleId}
      description={description}
      actions={leads && leads.length > 0 ? <Badge tone="neutral">{leads.length}</Badge> : undefined}
    >
      {!leads ? (
        <SectionSkeleton label={t('notifications.loadingSection', { title })} />
      ) : leads.length === 0 ? (
        <EmptyState>
          <bdi>{empty}</bdi>
        </EmptyState>
      ) : (
        <>
          <ul className="item-list" id={listId}>
            {visible?.map((lead) => (
              <FollowUpLeadItem key={lead._id} lead={lead} viewerId={viewerId} />
            ))}
          </ul>
          {hidden > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="show-all"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('notifications.showFewer') : t('notifications.showAll', { count: leads.length })}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * "Follow-ups Today" (FollowUp) and "Reminders" (Contacted, Qualified): both from one call,
 * today's follow-up leads, split by status.
 */
export function FollowUpSections() {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const { data, error, isPending, refetch } = useFollowUpsToday();
  // Two sections split what the dashboard's "Follow-ups Today" counts as one: each says its statuses.
  const statuses = (list: readonly LeadStatus[]) => fmt.list(list.map((status) => t(`labels.status.${status}`)));
  // Earlier days' follow-ups nobody did: shown above today's while there are any.
  const missedPage = useMissedFollowUps().data;
  const missed = missedPage?.items;

  if (error) {
    return (
      <Card title={t('notifications.followUpsToday')} labelledBy={titleId}>
        <SectionError error={error} onRetry={() => void refetch()} retryFor={t('notifications.retryFollowUps')} />
      </Card>
    );
  }

  const sections = data ? groupFollowUps(data.items) : undefined;
  const truncated = data && data.total > data.items.length;
  return (
    <>
      {missed && missed.length > 0 && (
        <LeadSection title={t('notifications.missedFollowUps')} leads={missed} empty="" />
      )}
      {/* Missed ones pile up over months: past the page, a count and the whole list in Leads. */}
      {missedPage && missedPage.total > missedPage.items.length && (
        <SeeAllInLeads href={ALL_MISSED_HREF}>
          {t('notifications.missedTruncated', { shown: missedPage.items.length, total: missedPage.total })}
        </SeeAllInLeads>
      )}
      <LeadSection
        title={t('notifications.followUpsToday')}
        leads={isPending ? undefined : sections?.followUps}
        empty={t('notifications.noFollowUps')}
        description={t('notifications.dueWithStatus', { statuses: statuses(['FollowUp']) })}
      />
      <LeadSection
        title={t('notifications.reminders')}
        leads={isPending ? undefined : sections?.reminders}
        empty={t('notifications.noReminders')}
        description={t('notifications.dueWithStatus', { statuses: statuses(['Contacted', 'Qualified']) })}
      />
      {data && !truncated && data.total > 0 && (
        <SeeAllInLeads href={ALL_TODAY_HREF}>{t('notifications.dueTogether', { count: data.total })}</SeeAllInLeads>
      )}
      {truncated && (
        <SeeAllInLeads href={ALL_TODAY_HREF}>
          {t('notifications.truncated', { shown: data.items.length, total: data.total })}
        </SeeAllInLeads>
      )}
    </>
  );
}

/** A note on a list, with "See all" opening the whole list in Leads. */
function SeeAllInLeads({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <p className="muted follow-up-more">
      {children}{' '}
      <ButtonLink to={href} variant="ghost" size="sm">
        {t('notifications.seeAll')}
      </ButtonLink>
    </p>
  );
}
