import { useState } from 'react';
import { can, type Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/use-session';
import { useAssignLead } from '../api/assign-lead';
import { useAssigneePicker } from './use-assignee-picker';
import { AssigneeChooser } from './assignee-chooser';
import './lead-dialogs.css';
import { useT } from '../../../lib/i18n';

export const CHOOSE_ASSIGNEE = 'Please choose who gets this lead';

/** Who gets one lead (AssigneeChooser: a team dropdown, or a search for CEO and Admin). */
export function AssignDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t } = useT();
  const caller = useCurrentUser();
  const searchAll = can(caller, 'leads:assignAnyone');
  const picker = useAssigneePicker({ searching: searchAll });
  const { assignees, chosen } = picker;
  const [error, setError] = useState<string | null>(null);
  const assignLead = useAssignLead();
  const toast = useToast();

  const handleAssign = () => {
    if (assignLead.isPending) return;
    const person = chosen;
    if (!person) {
      setError(CHOOSE_ASSIGNEE);
      return;
    }
    setError(null);
    assignLead.mutate(
      { id: lead._id, userId: person._id },
      {
        onSuccess: () => {
          toast.success(t('leads.assign.assigned', { lead: lead.name, name: person.name }));
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Assign failed')),
      },
    );
  };

  const loadError = assignees.isError ? errorMessage(assignees.error, 'Failed to load people') : null;

  return (
    <Dialog
      open
      title={t('leads.assign.title', { name: lead.name })}
      description={
        lead.assignedTo ? t('leads.assign.currently', { name: lead.assignedTo.name }) : t('leads.assign.notYet')
      }
      onClose={onClose}
      onSubmit={handleAssign}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={assignLead.isPending} disabled={!chosen}>
            {t('leads.assign.assign')}
          </Button>
        </>
      }
    >
      <AssigneeChooser picker={picker} searchAll={searchAll} currentId={lead.assignedTo?._id} />
      <ErrorText>{loadError ?? error}</ErrorText>
    </Dialog>
  );
}
