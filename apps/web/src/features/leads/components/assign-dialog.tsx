import { useState } from 'react';
import { can, type Lead, type UserRef } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/use-session';
import { useAssignLead } from '../api/assign-lead';
import { useAssigneePicker } from './use-assignee-picker';
import { AssigneeSearch } from './assignee-field';
import { Select } from '../../../components/ui/select';
import '../../../components/ui/person.css';
import './lead-dialogs.css';
import { useT } from '../../../lib/i18n';

export const CHOOSE_ASSIGNEE = 'Please choose who gets this lead';

/**
 * Manager and Supervisor pick one of their team members from a dropdown; CEO and Admin search
 * everyone (the API leaves out CEO and Admin) and pick from the matches.
 */
export function AssignDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t } = useT();
  const caller = useCurrentUser();
  const searchAll = can(caller, 'leads:assignAnyone');
  const { search, setSearch, debounced, assignees, people, chosen, choose } = useAssigneePicker({
    searching: searchAll,
  });
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
      {searchAll ? (
        <>
          <AssigneeSearch label={t('leads.assign.searchUsers')} value={search} onValueChange={setSearch} />
          {chosen && !people.some((p) => p._id === chosen._id) && (
            <p className="muted">
              {t('leads.assign.selected')} <strong>{chosen.name}</strong>
            </p>
          )}
          <PeopleList
            people={people}
            loading={assignees.isLoading}
            searching={assignees.isFetching}
            value={chosen?._id ?? ''}
            currentId={lead.assignedTo?._id}
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
                label: `${p.name}${p.role ? ` (${t(`labels.role.${p.role}`)})` : ''}${p._id === lead.assignedTo?._id ? t('leads.assign.current') : ''}`,
              }))}
              onValueChange={choose}
            />
          )}
        </Field>
      )}
      {!searchAll && assignees.isSuccess && people.length === 0 && (
        <p className="muted">{t('leads.assign.noMembers')}</p>
      )}
      <ErrorText>{loadError ?? error}</ErrorText>
    </Dialog>
  );
}

interface PeopleListProps {
  people: UserRef[];
  loading: boolean;
  searching: boolean;
  value: string;
  currentId: string | undefined;
  onChange: (userId: string) => void;
  emptyText: string;
}

export function PeopleList({ people, loading, searching, value, currentId, onChange, emptyText }: PeopleListProps) {
  const { t } = useT();
  if (loading) return <Spinner label={t('leads.assign.loadingPeople')} />;
  if (people.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <div
      className="people-list"
      role="radiogroup"
      aria-label={t('leads.assign.users')}
      aria-busy={searching || undefined}
    >
      {people.map((p) => (
        <label key={p._id} className="people-list__option">
          <input
            type="radio"
            name="assignee"
            value={p._id}
            checked={value === p._id}
            onChange={() => onChange(p._id)}
          />
          <span className="person-text">
            <span className="person-text__name">
              {p.name}
              {p._id === currentId && <span className="muted">{t('leads.assign.current')}</span>}
            </span>
            <span className="muted person-text__meta">
              {[p.email, p.role && t(`labels.role.${p.role}`)].filter(Boolean).join(' · ')}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
