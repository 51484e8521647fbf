import { useState } from 'react';
import { can } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/use-session';
import { CHOOSE_ASSIGNEE } from './assign-dialog';
import { AssigneeChooser } from './assignee-chooser';
import { useAssigneePicker } from './use-assignee-picker';
import './lead-dialogs.css';

interface BulkAssignDialogProps {
  count: number;
  busy: boolean;
  onApply: (userId: string) => void;
  onClose: () => void;
}

/** One assignee for every chosen public lead, picked as in the one-lead Assign dialog. */
export function BulkAssignDialog({ count, busy, onApply, onClose }: BulkAssignDialogProps) {
  const { t } = useT();
  const searchAll = can(useCurrentUser(), 'leads:assignAnyone');
  const picker = useAssigneePicker({ searching: searchAll });
  const { assignees, chosen } = picker;
  const [error, setError] = useState<string | null>(null);
  const handleAssign = () => {
    if (!chosen) setError(CHOOSE_ASSIGNEE);
    else onApply(chosen._id);
  };
  const loadError = assignees.isError ? errorMessage(assignees.error, 'Failed to load people') : null;

  return (
    <Dialog
      open
      title={t('leadsBulk.assignTitle', { count })}
      description={t('leadsBulk.assignHint')}
      onClose={onClose}
      onSubmit={handleAssign}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={busy} disabled={!chosen}>
            {t('leads.assign.assign')}
          </Button>
        </>
      }
    >
      <AssigneeChooser picker={picker} searchAll={searchAll} />
      <ErrorText>{loadError ?? error}</ErrorText>
    </Dialog>
  );
}
