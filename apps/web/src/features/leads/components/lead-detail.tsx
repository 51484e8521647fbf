import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { canMergeLeads, isPublicLead, type Lead, type Lookup } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { useCurrentUser } from '../../../lib/use-session';
import { LeadContactButtons } from './contact-dialog';
import { LeadFeedback } from './feedback-section';
import { FollowUpForm } from './follow-up-form';
import { FirstContactBadge } from './first-contact-badge';
import { LeadInterestSelect } from './lead-interest-select';
import { LeadMergeAction } from './lead-merge-action';
import { useAgencyTimeZone } from '../../../lib/use-agency-time-zone';
import { LeadStatusSelect } from './lead-status-select';
import { LeadTasks } from './lead-tasks';
import { LeadTimeline } from './lead-timeline';
import './lead-dialogs.css';
import './lead-page.css';

interface LeadDetailProps {
  lead: Lead;
  interests: Lookup[];
  /** The units it asked about and those that fit it (the units feature's part, composed by the route). */
  units?: ReactNode;
  /** How it arrived by itself, when it did (the intake feature's part, composed by the route). */
  arrival?: ReactNode;
}

const none = <span className="muted">—</span>;

/**
 * /leads/:id, phone first: who and how to reach them, then what moves the lead (status, interest,
 * follow-up), its facts, the feedback thread, its tasks, the units that fit it and its timeline.
 */
export function LeadDetail({ lead, interests, units, arrival }: LeadDetailProps) {
  const { t } = useT();
  const fmt = useFormat();
  const showPhone = usePhoneDisplay();
  const timeZone = useAgencyTimeZone();
  const contactId = useId();
  const detailsId = useId();
  const isPublic = isPublicLead(lead);
  const caller = useCurrentUser();
  return (
    <div className="page lead-page">
      <p className="lead-page__back">
        <Link to={paths.leads.href()}>{t('leads.page.back')}</Link>
      </p>
      <PageHeader
        title={<span dir="auto">{lead.name}</span>}
        actions={canMergeLeads(caller) ? <LeadMergeAction lead={lead} /> : undefined}
        description={
          <span className="lead-page__badges">
            <Badge tone={lead.source === 'Campaign' ? 'violet' : 'teal'}>{t(`labels.source.${lead.source}`)}</Badge>
            <Badge tone={isPublic ? 'neutral' : 'warning'}>
              {t(isPublic ? 'labels.privacy.public' : 'labels.privacy.private')}
            </Badge>
            <FirstContactBadge lead={lead} now={new Date()} />
          </span>
        }
      />
      <div className="lead-page__grid">
        <Card title={t('leads.page.contact')} labelledBy={contactId}>
          <p className="lead-page__phone">
            {lead.phone ? (
              <bdi dir="ltr">{showPhone(lead.phone)}</bdi>
            ) : (
              <span className="muted">{t('leads.page.noPhone')}</span>
            )}
          </p>
          <LeadContactButtons lead={lead} />
          {lead.email && (
            <p className="lead-page__email">
              <span className="sr-only">{t('leads.columns.email')}: </span>
              <a href={`mailto:${lead.email}`}>
                <bdi>{lead.email}</bdi>
              </a>
            </p>
          )}
        </Card>
        <Card title={t('leads.page.details')} labelledBy={detailsId}>
          <dl className="lead-page__facts">
            <Fact label={t('leads.columns.status')}>
              <LeadStatusSelect lead={lead} />
            </Fact>
            <Fact label={t('leads.columns.interest')}>
              <LeadInterestSelect lead={lead} interests={interests} />
            </Fact>
            <Fact label={t('leads.columns.assignedTo')}>
              {lead.assignedTo ? (
                <span dir="auto">{lead.assignedTo.name}</span>
              ) : (
                <span className="muted">{t('leads.unassigned')}</span>
              )}
              {lead.routing && (
                <small className="muted lead-page__routing" dir="auto">
                  {t('routing.routed', { reason: lead.routing.reason })}
                </small>
              )}
            </Fact>
            <Fact label={t('leads.columns.team')}>
              {lead.teamId ? <span dir="auto">{lead.teamId.name}</span> : none}
            </Fact>
            <Fact label={t('leads.columns.source')}>{t(`labels.source.${lead.source}`)}</Fact>
            <Fact label={t('leads.page.campaign')}>
              {lead.campaignId ? <span dir="auto">{lead.campaignId.name}</span> : none}
            </Fact>
            <Fact label={t('leads.columns.privacy')}>
              {t(isPublic ? 'labels.privacy.public' : 'labels.privacy.private')}
            </Fact>
            <Fact label={t('leads.page.budget')}>
              {lead.budget != null ? <bdi>{fmt.price(lead.budget)}</bdi> : none}
            </Fact>
            <Fact label={t('leads.page.created')}>
              <bdi>{fmt.dateTime(lead.createdAt)}</bdi>
              {lead.createdBy && (
                <span className="lead-page__by muted" dir="auto">
                  {lead.createdBy.name}
                </span>
              )}
            </Fact>
          </dl>
        </Card>
      </div>
      {arrival}
      <div className="card lead-page__follow-up">
        {/* Keyed on the stored values, so a follow-up set from the status prompt shows here at once,
            and on the agency's zone, so the reminder is shown again on its clock once that is known. */}
        <FollowUpForm key={`${lead.followUpDate}|${lead.followUpNotes}|${timeZone}`} lead={lead} />
      </div>
      <div className="card">
        <LeadFeedback lead={lead} headingLevel={2} />
      </div>
      <div className="card">
        <LeadTasks leadId={lead._id} headingLevel={2} />
      </div>
      {units}
      <div className="card">
        <LeadTimeline leadId={lead._id} interests={interests} />
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lead-page__fact">
      <dt className="muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
