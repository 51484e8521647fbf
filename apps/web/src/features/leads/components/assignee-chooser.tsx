import type { AssigneeOption } from '@crm/contracts';
import { ChoiceList } from '../../../components/ui/choice-list';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import { distinctNames } from '../../../lib/person-label';
import { pickerLabel, signInNote } from '../../../lib/sign-in-note';
import { AssigneeSearch } from './assignee-search';
import type { useAssigneePicker } from './use-assignee-picker';
import '../../../components/ui/person.css';

interface AssigneeChooserProps {
  picker: ReturnType<typeof useAssigneePicker>;
  /** CEO and Admin search everyone (the API leaves out CEO and Admin); the others pick from their team. */
  searchAll: boolean;
  /** The lead's assignee now, marked "(current)"; none for many leads at once. */
  currentId?: string;
}

/**
 * Who gets a lead, for the Assign dialogs (one lead and bulk): Manager and Supervisor pick one of
 * their team members from a dropdown; CEO and Admin search everyone and pick from the matches.
 */
export function AssigneeChooser({ picker, searchAll, currentId }: AssigneeChooserProps) {
  const { t } = useT();
  const { search, setSearch, debounced, assignees, people, chosen, choose } = picker;
  const labelOf = distinctNames(people);
  if (searchAll) {
    return (
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
          currentId={currentId}
          onChange={choose}
          emptyText={debounced ? t('leads.assign.noMatch') : t('leads.assign.noUsers')}
        />
      </>
    );
  }
  return (
    <>
      <Field label={t('leads.assign.teamMember')}>
        {(c) => (
          <Select
            {...c}
            value={chosen?._id ?? ''}
            disabled={assignees.isLoading}
            emptyLabel={assignees.isLoading ? t('common.loadingEllipsis') : t('leads.assign.chooseMember')}
            options={people.map((p) => ({
              value: p._id,
              label: `${pickerLabel(p, t, labelOf(p))}${p._id === currentId ? t('leads.assign.current') : ''}`,
            }))}
            onValueChange={choose}
          />
        )}
      </Field>
      {assignees.isSuccess && people.length === 0 && <p className="muted">{t('leads.assign.noMembers')}</p>}
    </>
  );
}

interface PeopleListProps {
  people: AssigneeOption[];
  loading: boolean;
  searching: boolean;
  value: string;
  currentId: string | undefined;
  onChange: (userId: string) => void;
  emptyText: string;
}

function PeopleList({ people, loading, searching, value, currentId, onChange, emptyText }: PeopleListProps) {
  const { t } = useT();
  if (loading) return <Spinner label={t('leads.assign.loadingPeople')} />;
  if (people.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ChoiceList
      label={t('leads.assign.users')}
      name="assignee"
      items={people}
      itemKey={(p) => p._id}
      value={value}
      onChange={(p) => onChange(p._id)}
      busy={searching}
    >
      {(p) => (
        <span className="person-text">
          <span className="person-text__name">
            {p.name}
            {p._id === currentId && <span className="muted">{t('leads.assign.current')}</span>}
          </span>
          <span className="muted person-text__meta">
            {[p.email, p.role && t(`labels.role.${p.role}`), signInNote(p.signIn, t)].filter(Boolean).join(' · ')}
          </span>
        </span>
      )}
    </ChoiceList>
  );
}
