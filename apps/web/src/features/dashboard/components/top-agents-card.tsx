import { useId } from 'react';
import { canAdministerUnits } from '@crm/contracts';
import { Card } from '../../../components/ui/card';
import { SkeletonItems } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useCurrentUser } from '../../../lib/use-session';
import { useTopAgents } from '../api/get-top-agents';
import { UnitsRetry } from './units-retry';
import './units-widgets.css';

/** "Top Agents (Sold Units)", CEO/Admin only (renders nothing for other roles). */
export function TopAgentsCard() {
  const { t } = useT();
  const fmt = useFormat();
  const titleId = useId();
  const allowed = canAdministerUnits(useCurrentUser());
  const agents = useTopAgents({ enabled: allowed });
  if (!allowed) return null;
  return (
    <Card title={t('units.topAgents.title')} labelledBy={titleId}>
      {agents.isPending ? (
        <ol className="plain-list top-agents">
          <SkeletonItems count={3} className="top-agents__item" lines={['skeleton--text']} label={t('units.loading')} />
        </ol>
      ) : agents.isError ? (
        <UnitsRetry error={agents.error} onRetry={() => void agents.refetch()} />
      ) : agents.data.length === 0 ? (
        <p className="muted">{t('units.topAgents.none')}</p>
      ) : (
        <ol className="plain-list top-agents">
          {agents.data.map((agent) => (
            <li key={agent._id} className="top-agents__item">
              <span className="top-agents__name">{agent.name}</span>
              <span className="muted top-agents__email" dir="ltr">
                {agent.email}
              </span>
              <span className="top-agents__sold">
                {t('units.topAgents.sold', { count: agent.sold, sold: fmt.number(agent.sold) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
