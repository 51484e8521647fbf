import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { MessageIcon, TrashIcon, UnlockIcon, UserPlusIcon } from '../../../components/ui/icons';
import type { SessionUser } from '../../../lib/session';
import { canAssignLead, canConvertLead, canDeleteLead } from '../model/lead-rules';

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
  return (
    <div className="row-actions lead-actions">
      <Button
        size="sm"
        variant="ghost"
        className="lead-action"
        icon={<MessageIcon size={18} />}
        aria-label={`Feedback for ${lead.name}`}
        title="Feedback"
        onClick={() => onFeedback(lead)}
      >
        <span className="lead-action__text">Feedback</span>
      </Button>
      {canAssignLead(caller, lead) && (
        <Button
          size="sm"
          variant="ghost"
          className="lead-action"
          icon={<UserPlusIcon />}
          aria-label={`Assign ${lead.name}`}
          title="Assign"
          onClick={() => onAssign(lead)}
        >
          <span className="lead-action__text">Assign</span>
        </Button>
      )}
      {canConvertLead(caller, lead) && (
        <Button
          size="sm"
          variant="ghost"
          className="lead-action"
          icon={<UnlockIcon />}
          aria-label={`Convert ${lead.name} to public`}
          title="Convert to Public"
          loading={converting}
          onClick={() => onConvert(lead)}
        >
          <span className="lead-action__text">Convert to Public</span>
        </Button>
      )}
      {canDeleteLead(caller) && (
        <Button
          size="sm"
          variant="ghost"
          className="lead-action row-actions__danger"
          icon={<TrashIcon size={18} />}
          aria-label={`Delete ${lead.name}`}
          title="Delete"
          onClick={() => onDelete(lead)}
        >
          <span className="lead-action__text">Delete</span>
        </Button>
      )}
    </div>
  );
}
