import type { RoutingRulesBody } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { useT } from '../../../lib/i18n';
import { useDryRunRouting } from '../api/dry-run-routing';
import { DryRunTable } from './dry-run-table';

/** "Try these rules": the rules on screen, saved or not, over the last leads. */
export function DryRunCard({ body }: { body: RoutingRulesBody }) {
  const { t } = useT();
  const dryRun = useDryRunRouting();
  const handleTry = () => dryRun.mutate(body);
  return (
    <Card
      title={t('routing.dryRunTitle')}
      description={t('routing.dryRunDescription')}
      actions={
        <Button loading={dryRun.isPending} onClick={handleTry}>
          {t('routing.tryRules')}
        </Button>
      }
    >
      {dryRun.isError && <ErrorState error={dryRun.error} fallback="The try failed" onRetry={handleTry} />}
      {dryRun.data && <DryRunTable items={dryRun.data.items} />}
    </Card>
  );
}
