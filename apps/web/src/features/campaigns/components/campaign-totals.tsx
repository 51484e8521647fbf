import type { CampaignTotals } from '@crm/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

/** Total Leads, Total Cost and Avg CPA (total cost over total leads), over every campaign. */
export function CampaignTotalsCards({ totals }: { totals: CampaignTotals | undefined }) {
  const { t } = useT();
  const fmt = useFormat();
  const cards = [
    { key: 'leads', label: t('campaigns.totals.leads'), value: totals && fmt.number(totals.leads) },
    { key: 'cost', label: t('campaigns.totals.cost'), value: totals && fmt.price(totals.cost) },
    { key: 'cpa', label: t('campaigns.totals.cpa'), value: totals && fmt.price(totals.cpa) },
  ];
  return (
    <section className="campaign-totals" aria-label={t('campaigns.totals.label')}>
      {cards.map((card) => (
        <div key={card.key} className="campaign-total" data-testid={`campaign-total-${card.key}`}>
          <span className="campaign-total__label">{card.label}</span>
          <span className="campaign-total__value">
            {card.value ?? <Skeleton className="campaign-total__skeleton" />}
          </span>
        </div>
      ))}
    </section>
  );
}
