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
import { Select } from '../../../components/ui/select';
import './lead-dialogs.css';
import { SearchInput } from '../../../components/ui/search-input';

export const CHOOSE_ASSIGNEE = 'Please choose who gets this lead';

/**
 * Manager and Supervisor pick one of their team members from a dropdown; CEO and Admin search
 * everyone (the API leaves out CEO and Admin) and pick from the matches.
 */
export function AssignDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
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
          toast.success(`"${lead.name}" assigned to ${person.name}`);
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
      title={`Assign ${lead.name}`}
      description={lead.assignedTo ? `Currently assigned to ${lead.assignedTo.name}.` : 'Not assigned yet.'}
      onClose={onClose}
      onSubmit={handleAssign}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" loading={assignLead.isPending} disabled={!chosen}>
            Assign
          </Button>
        </>
      }
    >
      {searchAll ? (
        <>
          <Field label="Search users">
            {(c) => (
              <SearchInput {...c} placeholder="Name or email" value={search} onValueChange={setSearch} keepEnter />
            )}
          </Field>
          {chosen && !people.some((p) => p._id === chosen._id) && (
            <p className="muted">
              Selected: <strong>{chosen.name}</strong>
            </p>
          )}
          <PeopleList
            people={people}
            loading={assignees.isLoading}
            searching={assignees.isFetching}
            value={chosen?._id ?? ''}
            currentId={lead.assignedTo?._id}
            onChange={choose}
            emptyText={debounced ? 'Nobody matches this search.' : 'No users to assign to.'}
          />
        </>
      ) : (
        <Field label="Team member">
          {(c) => (
            <Select
              {...c}
              value={chosen?._id ?? ''}
              disabled={assignees.isLoading}
              emptyLabel={assignees.isLoading ? 'Loading…' : 'Choose a team member'}
              options={people.map((p) => ({
                value: p._id,
                label: `${p.name}${p.role ? ` (${p.role})` : ''}${p._id === lead.assignedTo?._id ? ' · current' : ''}`,
              }))}
              onValueChange={choose}
            />
          )}
        </Field>
      )}
      {!searchAll && assignees.isSuccess && people.length === 0 && (
        <p className="muted">Your team has no members to assign to yet.</p>
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

function PeopleList({ people, loading, searching, value, currentId, onChange, emptyText }: PeopleListProps) {
  if (loading) return <Spinner label="Loading people" />;
  if (people.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <div className="people-list" role="radiogroup" aria-label="Users" aria-busy={searching || undefined}>
      {people.map((p) => (
        <label key={p._id} className="people-list__option">
          <input
            type="radio"
            name="assignee"
            value={p._id}
            checked={value === p._id}
            onChange={() => onChange(p._id)}
          />
          <span className="people-list__text">
            <span className="people-list__name">
              {p.name}
              {p._id === currentId && <span className="muted"> · current</span>}
            </span>
            <span className="people-list__meta">{[p.email, p.role].filter(Boolean).join(' · ')}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
