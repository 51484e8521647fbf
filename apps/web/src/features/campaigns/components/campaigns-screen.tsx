import { ErrorState } from '../../../components/ui/error-state';
import { useState } from 'react';
import { can, pageCount } from '@crm/contracts';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/use-session';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignAddForm } from './campaign-add-form';
import { CampaignTable } from './campaign-table';
import { CampaignTotalsCards } from './campaign-totals';
import './campaigns.css';

export const CAMPAIGN_PAGE_SIZE = 50;

/** Spec section 2: totals, and the campaigns table, editable in place by CEO/Admin, read-only for Managers. */
export function CampaignsScreen() {
  const { t } = useT();
  const caller = useCurrentUser();
  const writes = can(caller, 'campaigns:write');
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns({ page, limit: CAMPAIGN_PAGE_SIZE });
  const data = campaigns.data;
  // The last campaign of the last page deleted: step back a page.
  if (data && !campaigns.isPlaceholderData && page > pageCount(data.total, CAMPAIGN_PAGE_SIZE)) {
    setPage(pageCount(data.total, CAMPAIGN_PAGE_SIZE));
  }

  return (
    <div className="page campaigns-page">
      <PageHeader
        title={t('campaigns.title')}
        description={<bdi>{data ? t('campaigns.count', { count: data.total }) : t('campaigns.subtitle')}</bdi>}
      />
      {campaigns.isError ? (
        <Card>
          <ErrorState
            error={campaigns.error}
            fallback="Failed to load campaigns"
            retryLabel={t('campaigns.retry')}
            onRetry={() => void campaigns.refetch()}
          />
        </Card>
      ) : (
        <>
          <CampaignTotalsCards totals={data?.totals} />
          <Card>
            {writes ? <CampaignAddForm /> : <p className="campaigns-note">{t('campaigns.readOnly')}</p>}
            <CampaignTable
              campaigns={data?.items}
              loading={campaigns.isLoading || campaigns.isPlaceholderData}
              editable={writes}
            />
            <Pagination page={page} total={data?.total ?? 0} limit={CAMPAIGN_PAGE_SIZE} onPageChange={setPage} />
          </Card>
        </>
      )}
    </div>
  );
}
