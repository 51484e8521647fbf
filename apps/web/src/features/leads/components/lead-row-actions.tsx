import { canAssignLead, canConvertLead, canDeleteLead, toLeadRecord, type Lead } from '@crm/contracts';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { MessageIcon, TrashIcon, UnlockIcon, UserPlusIcon } from '../../../components/ui/icons';
import type { SessionUser } from '../../../lib/session';
import { useT } from '../../../lib/i18n';

export interface LeadRowHandlers {
  onFeedback: (lead: Lead) => void;
  onAssign: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

/** Icon buttons on wide screens (named for the lead, with a tooltip), icon and text on phone cards. */
export function LeadRowActions({
  lead,
  caller,
  converting,
  onFeedback,
  onAssign,
  onConvert,
  onDelete,
}: LeadRowHandlers & { lead: Lead; caller: SessionUser; converting: boolean }) {
  const { t } = useT();
  const record = toLeadRecord(lead);
  return (
    <div className="row-actions lead-actions">
      <LeadAction
        text={t('leads.actions.feedback')}
        name={t('leads.actions.feedbackFor', { name: lead.name })}
        icon={<MessageIcon size={18} />}
        onClick={() => onFeedback(lead)}
      />
      {canAssignLead(caller, record) && (
        <LeadAction
          text={t('leads.actions.assign')}
          name={t('leads.actions.assignName', { name: lead.name })}
          icon={<UserPlusIcon />}
          onClick={() => onAssign(lead)}
        />
      )}
      {canConvertLead(caller, record) && (
        <LeadAction
          text={t('leads.actions.convert')}
          name={t('leads.actions.convertName', { name: lead.name })}
          icon={<UnlockIcon />}
          loading={converting}
          onClick={() => onConvert(lead)}
        />
      )}
      {canDeleteLead(caller) && (
        <LeadAction
          text={t('leads.actions.delete')}
          name={t('leads.actions.deleteName', { name: lead.name })}
          icon={<TrashIcon size={18} />}
          className="row-actions__danger"
          onClick={() => onDelete(lead)}
        />
      )}
    </div>
  );
}

/** Named for its lead (screen readers, tests), the short text as tooltip and on phone cards. */
function LeadAction({ text, name, className, ...props }: ButtonProps & { text: string; name: string }) {
  return (
    <Button
      {...props}
      size="sm"
      variant="ghost"
      className={className ? `lead-action ${className}` : 'lead-action'}
      aria-label={name}
      title={text}
    >
      <span className="lead-action__text">{text}</span>
    </Button>
  );
}
