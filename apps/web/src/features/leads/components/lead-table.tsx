import { isPublicLead, type Lead, type Lookup } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Table, type Column, type SortState } from '../../../components/ui/table';
import type { SessionUser } from '../../../lib/session';
import { isFollowUpToday } from '../model/lead-rules';
import { LeadInterestSelect } from './lead-interest-select';
import { LeadRowActions, type LeadRowHandlers } from './lead-row-actions';
import { LeadStatusSelect } from './lead-status-select';
import { useAgencyTimeZone } from '../../../lib/use-agency-time-zone';
import { useT } from '../../../lib/i18n';

interface LeadTableProps extends LeadRowHandlers {
  leads: Lead[] | undefined;
  loading: boolean;
  caller: SessionUser;
  interests: Lookup[];
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  onContact: (lead: Lead) => void;
  /** The lead whose Convert is on its way. */
  convertingId: string | null;
}

const none = <span className="muted">—</span>;

export function LeadTable({
  leads,
  loading,
  caller,
  interests,
  sort,
  onSortChange,
  onContact,
  convertingId,
  ...handlers
}: LeadTableProps) {
  const { t } = useT();
  const now = new Date();
  const timeZone = useAgencyTimeZone();
  const columns: Column<Lead>[] = [
    {
      key: 'name',
      header: t('leads.columns.name'),
      sortable: true,
      cell: (lead) => (
        <span className="lead-name">
          <span className="lead-name__text">{lead.name}</span>
          {isFollowUpToday(lead.followUpDate, now, timeZone) && (
            <span title={t('leads.followUpToday')}>
              <Badge tone="warning">{t('leads.today')}</Badge>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'phone',
      header: t('leads.columns.phone'),
      sortable: true,
      cell: (lead) =>
        lead.phone ? (
          <button
            type="button"
            className="lead-phone"
            aria-label={t('leads.contactLead', { name: lead.name, phone: lead.phone })}
            title={t('leads.chatOrCall')}
            onClick={() => onContact(lead)}
          >
            <bdi>{lead.phone}</bdi>
          </button>
        ) : (
          none
        ),
    },
    {
      key: 'email',
      header: t('leads.columns.email'),
      sortable: true,
      cell: (lead) =>
        lead.email ? (
          <span className="lead-email" title={lead.email}>
            {lead.email}
          </span>
        ) : (
          none
        ),
    },
    { key: 'status', header: t('leads.columns.status'), cell: (lead) => <LeadStatusSelect lead={lead} /> },
    {
      key: 'privacy',
      header: t('leads.columns.privacy'),
      cell: (lead) => (
        <Badge tone={isPublicLead(lead) ? 'neutral' : 'warning'}>
          {t(isPublicLead(lead) ? 'labels.privacy.public' : 'labels.privacy.private')}
        </Badge>
      ),
    },
    {
      key: 'assignedTo',
      header: t('leads.columns.assignedTo'),
      cell: (lead) => (lead.assignedTo ? lead.assignedTo.name : <span className="muted">{t('leads.unassigned')}</span>),
    },
    {
      key: 'interest',
      header: t('leads.columns.interest'),
      cell: (lead) => <LeadInterestSelect lead={lead} interests={interests} />,
    },
    {
      key: 'source',
      header: t('leads.columns.source'),
      cell: (lead) => (
        <Badge tone={lead.source === 'Campaign' ? 'violet' : 'teal'}>{t(`labels.source.${lead.source}`)}</Badge>
      ),
    },
    { key: 'team', header: t('leads.columns.team'), cell: (lead) => lead.teamId?.name ?? none },
    {
      key: 'actions',
      header: t('leads.columns.actions'),
      align: 'end',
      cell: (lead) => (
        <LeadRowActions lead={lead} caller={caller} converting={convertingId === lead._id} {...handlers} />
      ),
    },
  ];

  return (
    <div className="lead-table">
      <Table
        caption={t('leads.title')}
        columns={columns}
        rows={leads}
        rowKey={(lead) => lead._id}
        loading={loading}
        emptyText={t('leads.empty')}
        sort={sort}
        onSortChange={onSortChange}
      />
    </div>
  );
}
