import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/spinner';
import { DeletedLeadNotice, isDeletedLeadAnswer } from '../../features/leads/components/deleted-lead-notice';
import { LeadDetail } from '../../features/leads/components/lead-detail';
import { LeadArrivalPanel } from '../../features/intake/components/lead-arrival-panel';
import { LeadUnits } from '../../features/units/components/lead-units';
import { ApiError } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useLead } from '../../shared-api/leads';
import { usePropertyInterests } from '../../shared-api/lookups';
import { StatusPage } from './status-page';

/** One lead's page: the leads feature's part, with the units it asked about and those that fit it (the units feature). */
export function LeadDetailRoute() {
  const { id = '' } = useParams();
  return <LeadPage key={id} id={id} />;
}

function LeadPage({ id }: { id: string }) {
  const { t } = useT();
  const lead = useLead(id);
  const interests = usePropertyInterests();
  usePageTitle(lead.data?.name ?? t('leads.title'));
  if (lead.isPending) return <LoadingState />;
  if (lead.isError) {
    // A malformed id (400) is as missing as a lead the caller may not see (404).
    const missing = lead.error instanceof ApiError && (lead.error.status === 404 || lead.error.status === 400);
    // CEO and Admin are told a deleted lead was deleted: its page offers Restore.
    if (lead.error instanceof ApiError && lead.error.status === 404 && isDeletedLeadAnswer(lead.error.details))
      return <DeletedLeadNotice id={id} />;
    if (missing)
      return <StatusPage code="404" title={t('leads.page.notFoundTitle')} text={t('leads.page.notFoundText')} />;
    return (
      <div className="page">
        <ErrorState error={lead.error} fallback="Failed to load lead" onRetry={() => void lead.refetch()} />
      </div>
    );
  }
  const { arrival } = lead.data;
  return (
    <LeadDetail
      lead={lead.data}
      interests={interests.data ?? []}
      arrival={arrival && <LeadArrivalPanel arrival={arrival} />}
      units={<LeadUnits leadId={lead.data._id} />}
    />
  );
}
