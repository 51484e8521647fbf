import { isPublicLead, type Lead, type Lookup } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Table, type Column, type SortState } from '../../../components/ui/table';
import type { SessionUser } from '../../../lib/session';
import { isFollowUpToday, privacyLabel } from '../model/lead-rules';
import { LeadInterestSelect } from './lead-interest-select';
import { LeadRowActions, type LeadRowHandlers } from './lead-row-actions';
import { LeadStatusSelect } from './lead-status-select';
import { useAgencyTimeZone } from '../../../lib/use-agency-time-zone';

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
  const now = new Date();
  const timeZone = useAgencyTimeZone();
  const columns: Column<Lead>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      cell: (lead) => (
        <span className="lead-name">
          <span className="lead-name__text">{lead.name}</span>
          {isFollowUpToday(lead.followUpDate, now, timeZone) && (
            <span title="Follow-up today">
              <Badge tone="warning">Today</Badge>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'phone',
      header: 'Phone',
      sortable: true,
      cell: (lead) =>
        lead.phone ? (
          <button
            type="button"
            className="lead-phone"
            aria-label={`Contact ${lead.name} (${lead.phone})`}
            title="Chat or call"
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
      header: 'Email',
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
    { key: 'status', header: 'Status', cell: (lead) => <LeadStatusSelect lead={lead} /> },
    {
      key: 'privacy',
      header: 'Privacy',
      cell: (lead) => <Badge tone={isPublicLead(lead) ? 'neutral' : 'warning'}>{privacyLabel(lead)}</Badge>,
    },
    {
      key: 'assignedTo',
      header: 'Assigned To',
      cell: (lead) => (lead.assignedTo ? lead.assignedTo.name : <span className="muted">Unassigned</span>),
    },
    {
      key: 'interest',
      header: 'Interest',
      cell: (lead) => <LeadInterestSelect lead={lead} interests={interests} />,
    },
    {
      key: 'source',
      header: 'Source',
      cell: (lead) => <Badge tone={lead.source === 'Campaign' ? 'violet' : 'teal'}>{lead.source}</Badge>,
    },
    { key: 'team', header: 'Team', cell: (lead) => lead.teamId?.name ?? none },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (lead) => (
        <LeadRowActions lead={lead} caller={caller} converting={convertingId === lead._id} {...handlers} />
      ),
    },
  ];

  return (
    <div className="lead-table">
      <Table
        caption="Leads"
        columns={columns}
        rows={leads}
        rowKey={(lead) => lead._id}
        loading={loading}
        emptyText="No leads found."
        sort={sort}
        onSortChange={onSortChange}
      />
    </div>
  );
}
