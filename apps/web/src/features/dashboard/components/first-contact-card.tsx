import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FirstContactMedian } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Table, type Column } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useFirstContactStats } from '../api/get-first-contact-stats';
import { useDuration } from '../../../lib/use-working-calendar';
import { leadsHref, type StatsScope } from '../model/dashboard-links';
import { FirstContactSkeleton } from './first-contact-card-placeholder';
import './first-contact-card.css';

/** Agents shown before "Show all": the slowest first, so the few who need a word are on top. */
const AGENTS_SHOWN = 8;

/**
 * "Speed to lead": leads not contacted in time now (a link to them on the leads screen, with the
 * dashboard's scope) and the median first-contact time per team and per agent over 30 days, in
 * working time. One request (GET /api/leads/stats/first-contact); no chart library.
 */
export function FirstContactCard({ scope }: { scope: StatsScope }) {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const stats = useFirstContactStats(scope);
  const [allAgents, setAllAgents] = useState(false);
  const duration = useDuration();
  const columns = (header: string): Column<FirstContactMedian>[] => [
    { key: 'name', header, cell: (row) => <bdi>{row.name}</bdi> },
    {
      key: 'median',
      header: t('firstContact.card.median'),
      align: 'end',
      className: 'speed-to-lead__num',
      cell: (row) => duration(row.medianMinutes),
    },
    {
      key: 'count',
      header: t('firstContact.card.leads'),
      align: 'end',
      className: 'speed-to-lead__num',
      cell: (row) => fmt.number(row.count),
    },
  ];

  let body;
  if (stats.isPending) {
    body = <FirstContactSkeleton />;
  } else if (stats.isError) {
    // Quiet, like the charts (the summary cards carry the dashboard's one alert), but with the
    // server's reason when it gave one (a scope beyond the caller's).
    body = (
      <div className="chart-empty">
        <p className="muted">{errorMessage(stats.error, t('firstContact.card.unavailable'))}</p>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('dashboard.retryFor', { what: t('firstContact.card.retry') })}
          onClick={() => void stats.refetch()}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    const { overdue, slaMinutes, teams, agents } = stats.data;
    const shownAgents = allAgents ? agents : agents.slice(0, AGENTS_SHOWN);
    body = (
      <div className="speed-to-lead">
        <p className="muted speed-to-lead__sla">{t('firstContact.card.sla', { minutes: fmt.number(slaMinutes) })}</p>
        <Link
          to={leadsHref(scope, { firstContact: 'overdue' })}
          className={overdue ? 'speed-to-lead__overdue speed-to-lead__overdue--late' : 'speed-to-lead__overdue'}
          data-testid="first-contact-overdue"
        >
          <span className="speed-to-lead__value">{fmt.number(overdue)}</span>
          {/* Its name reads "3 Not contacted in time". */}{' '}
          <span className="speed-to-lead__label">{t('firstContact.card.overdueLabel')}</span>
        </Link>
        <h3 className="overline">{t('firstContact.card.mediansCaption')}</h3>
        {teams.length === 0 && agents.length === 0 ? (
          <EmptyState>{t('firstContact.card.none')}</EmptyState>
        ) : (
          <>
            {teams.length > 0 && (
              <Table
                caption={t('firstContact.card.teams')}
                columns={columns(t('firstContact.card.teams'))}
                rows={teams}
                rowKey={(row) => row._id}
                emptyText={t('firstContact.card.none')}
                cards={false}
              />
            )}
            <Table
              caption={t('firstContact.card.agents')}
              columns={columns(t('firstContact.card.agents'))}
              rows={shownAgents}
              rowKey={(row) => row._id}
              emptyText={t('firstContact.card.none')}
              cards={false}
            />
            {agents.length > AGENTS_SHOWN && (
              <Button size="sm" variant="ghost" aria-expanded={allAgents} onClick={() => setAllAgents((all) => !all)}>
                {allAgents ? t('notifications.showFewer') : t('notifications.showAll', { count: agents.length })}
              </Button>
            )}
          </>
        )}
      </div>
    );
  }
  return (
    <Card title={t('firstContact.card.title')} labelledBy={titleId}>
      {body}
    </Card>
  );
}
