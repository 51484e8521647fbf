import { useState } from 'react';
import { can } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/use-session';
import { CHOOSE_ASSIGNEE, PeopleList } from './assign-dialog';
import { AssigneeSearch } from './assignee-field';
import { useAssigneePicker } from './use-assignee-picker';
import '../../../components/ui/person.css';
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
  const { search, setSearch, debounced, assignees, people, chosen, choose } = useAssigneePicker({
    searching: searchAll,
  });
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
      {searchAll ? (
        <>
          <AssigneeSearch label={t('leads.assign.searchUsers')} value={search} onValueChange={setSearch} />
          <PeopleList
            people={people}
            loading={assignees.isLoading}
            searching={assignees.isFetching}
            value={chosen?._id ?? ''}
            currentId={undefined}
            onChange={choose}
            emptyText={debounced ? t('leads.assign.noMatch') : t('leads.assign.noUsers')}
          />
        </>
      ) : (
        <Field label={t('leads.assign.teamMember')}>
          {(c) => (
            <Select
              {...c}
              value={chosen?._id ?? ''}
              disabled={assignees.isLoading}
              emptyLabel={assignees.isLoading ? t('common.loadingEllipsis') : t('leads.assign.chooseMember')}
              options={people.map((p) => ({
                value: p._id,
                label: `${p.name}${p.role ? ` (${t(`labels.role.${p.role}`)})` : ''}`,
              }))}
              onValueChange={choose}
            />
          )}
        </Field>
      )}
      <ErrorText>{loadError ?? error}</ErrorText>
    </Dialog>
  );
}
