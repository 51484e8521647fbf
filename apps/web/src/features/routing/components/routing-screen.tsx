import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonItems } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useRoutingRules } from '../api/get-routing-rules';
import type { RoutingChoices } from './routing-choices';
import { RoutingEditor } from './routing-editor';
import './routing.css';

/** /lead-routing (CEO, Admin): the ordered rules that give each arriving lead to someone. */
export function RoutingScreen({ choices }: { choices: RoutingChoices }) {
  const { t } = useT();
  const saved = useRoutingRules();
  return (
    <div className="page routing-page">
      <PageHeader title={t('routing.title')} description={t('routing.description')} />
      {saved.isError ? (
        <Card>
          <ErrorState
            error={saved.error}
            fallback="Failed to load the routing rules"
            onRetry={() => void saved.refetch()}
          />
        </Card>
      ) : saved.data ? (
        // A save answers the server's copy (new rules with ids): the editor starts again from it.
        <RoutingEditor key={saved.data.updatedAt ?? 'none'} saved={saved.data} choices={choices} />
      ) : (
        <Card>
          <SkeletonItems
            count={3}
            className="routing-rule"
            lines={['routing-skeleton']}
            label={t('common.loadingEllipsis')}
          />
        </Card>
      )}
    </div>
  );
}
