import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isFollowUpStatus, isPublicLead, type Lead, type Lookup } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { Table, type Column, type SortState } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import type { SessionUser } from '../../../lib/session';
import { isFollowUpToday } from '../model/lead-rules';
import { FirstContactBadge } from './first-contact-badge';
import { LeadInterestSelect } from './lead-interest-select';
import { LeadRowActions, type LeadRowHandlers } from './lead-row-actions';
import { LeadStatusSelect } from './lead-status-select';
import { useAgencyTimeZone } from '../../../lib/use-agency-time-zone';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { useT } from '../../../lib/i18n';
import type { en } from '../../../lib/i18n/en';
import { useFormat } from '../../../lib/i18n/format';
import { ChevronDownIcon, ClockIcon } from '../../../components/ui/icons';

interface LeadTableProps extends LeadRowHandlers {
  leads: Lead[] | undefined;
  loading: boolean;
  caller: SessionUser;
  interests: Lookup[];
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  onContact: (lead: Lead) => void;
  /** The list's failed load (an ErrorState), shown where the rows would be. */
  error?: ReactNode;
  /** The lead whose Convert is on its way. */
  convertingId: string | null;
  /** Row selection for bulk work (a checkbox by each name, one in the header for the page). */
  selection?: LeadTableSelection;
  /** The pagination, drawn with the rows (Table's `footer`). */
  footer?: ReactNode;
}

export interface LeadTableSelection {
  isSelected: (id: string) => boolean;
  onToggle: (lead: Lead) => void;
  page: 'all' | 'some' | 'none';
  onTogglePage: () => void;
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
  error,
  selection,
  footer,
  ...handlers
}: LeadTableProps) {
  const { t } = useT();
  const now = new Date();
  const timeZone = useAgencyTimeZone();
  const fmt = useFormat();
  // Short, so the status column stays narrow: "Nov 25, 11:59 PM" (the year shows in the Feedback dialog).
  const reminderAt = useMemo(
    () => fmt.dateAs({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    [fmt],
  );
  const showPhone = usePhoneDisplay();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // A column's header is its `leads.columns.<key>` text.
  const named = (key: keyof typeof en.leads.columns) => ({ key, header: t(`leads.columns.${key}`) });
  // Ranked by importance: the less important columns fold into a second line of a kept one
  // (email under the name, team under the assignee, privacy under the source), so every column
  // stays readable from 1280 px without sideways scrolling.
  const columns: Column<Lead>[] = [
    {
      ...named('name'),
      sortable: true,
      folded: { ...named('email'), sortable: true },
      className: 'lead-col-name',
      headerStart: selection && (
        <Checkbox
          className="lead-select-box"
          aria-label={t('leadsBulk.selectPage')}
          checked={selection.page === 'all'}
          indeterminate={selection.page === 'some'}
          onCheckedChange={selection.onTogglePage}
        />
      ),
      cell: (lead) => (
        <span className="lead-stack">
          <span className="lead-name">
            {selection && (
              <Checkbox
                className="lead-select-box"
                aria-label={t('leadsBulk.selectLead', { name: lead.name })}
                checked={selection.isSelected(lead._id)}
                onCheckedChange={() => selection.onToggle(lead)}
              />
            )}
            <Link className="lead-name__text" dir="auto" title={lead.name} to={paths.lead.href(lead._id)}>
              {lead.name}
            </Link>
            {/* Phones: the card shows name, status, phone and follow-up; this opens the rest. */}
            <button
              type="button"
              className="lead-card-toggle"
              aria-expanded={expanded.has(lead._id)}
              aria-label={t('leads.detailsOf', { name: lead.name })}
              onClick={() => toggle(lead._id)}
            >
              <ChevronDownIcon size={18} />
            </button>
          </span>
          {lead.email && (
            <span className="lead-email lead-extra" title={lead.email}>
              <span className="sr-only">{t('leads.columns.email')}: </span>
              <bdi>{lead.email}</bdi>
            </span>
          )}
        </span>
      ),
    },
    {
      ...named('phone'),
      sortable: true,
      className: 'lead-col-phone',
      cell: (lead) =>
        lead.phone ? (
          <button
            type="button"
            className="lead-phone"
            aria-label={t('leads.contactLead', { name: lead.name, phone: showPhone(lead.phone) })}
            title={t('leads.chatOrCall')}
            onClick={() => onContact(lead)}
          >
            <bdi dir="ltr">{showPhone(lead.phone)}</bdi>
          </button>
        ) : (
          none
        ),
    },
    {
      ...named('status'),
      className: 'lead-col-status',
      cell: (lead) => (
        <span className="lead-stack">
          <LeadStatusSelect lead={lead} />
          <FirstContactBadge lead={lead} now={now} />
          {lead.followUpDate && isFollowUpStatus(lead.status) && (
            <span className="lead-follow-up" title={t('leads.followUp.reminder')}>
              <span className="sr-only">{t('leads.followUp.reminder')}: </span>
              {isFollowUpToday(lead.followUpDate, now, timeZone) ? (
                // The "Today" badge sits with the reminder it is about.
                <>
                  <span title={t('leads.followUpToday')}>
                    <Badge tone="warning">{t('leads.today')}</Badge>
                  </span>
                  <bdi>{fmt.time(lead.followUpDate)}</bdi>
                </>
              ) : (
                <>
                  <ClockIcon size={14} aria-hidden="true" />
                  <bdi>{reminderAt(lead.followUpDate)}</bdi>
                </>
              )}
            </span>
          )}
        </span>
      ),
    },
    {
      ...named('interest'),
      className: 'lead-col-interest lead-extra',
      cell: (lead) => <LeadInterestSelect lead={lead} interests={interests} />,
    },
    {
      ...named('assignedTo'),
      folded: named('team'),
      className: 'lead-col-assignee lead-extra',
      cell: (lead) => (
        <span className="lead-stack">
          <span className="lead-clip" dir="auto" title={lead.assignedTo?.name}>
            {lead.assignedTo ? lead.assignedTo.name : <span className="muted">{t('leads.unassigned')}</span>}
          </span>
          {lead.teamId && (
            <span className="lead-clip muted" dir="auto" title={lead.teamId.name}>
              <span className="sr-only">{t('leads.columns.team')}: </span>
              {lead.teamId.name}
            </span>
          )}
        </span>
      ),
    },
    {
      ...named('source'),
      folded: named('privacy'),
      className: 'lead-col-source lead-extra',
      cell: (lead) => (
        <span className="lead-stack lead-stack--badges">
          <Badge tone={lead.source === 'Campaign' ? 'violet' : 'teal'}>{t(`labels.source.${lead.source}`)}</Badge>
          <Badge tone={isPublicLead(lead) ? 'neutral' : 'warning'}>
            {t(isPublicLead(lead) ? 'labels.privacy.public' : 'labels.privacy.private')}
          </Badge>
        </span>
      ),
    },
    {
      ...named('actions'),
      align: 'end',
      className: 'lead-col-actions lead-extra',
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
        footer={footer}
        emptyText={t('leads.empty')}
        error={error}
        rowClassName={(lead) =>
          [
            'lead-row',
            expanded.has(lead._id) ? 'lead-row--open' : '',
            selection?.isSelected(lead._id) ? 'lead-row--selected' : '',
          ]
            .filter(Boolean)
            .join(' ')
        }
        sort={sort}
        onSortChange={onSortChange}
      />
    </div>
  );
}
