import { Field } from '../../../components/ui/field';
import { useAssigneePicker } from './use-assignee-picker';
import { Select } from '../../../components/ui/select';
import { SearchInput } from '../../../components/ui/search-input';

/** CEO/Admin choose who a new lead goes to: a search, then a pick among the matches. */
export function AssigneeField({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const { search, setSearch, assignees, options, choose } = useAssigneePicker();

  return (
    <>
      <Field label="Find assignee" hint={assignees.isFetching ? 'Searching…' : undefined}>
        {(c) => <SearchInput {...c} placeholder="Name or email" value={search} onValueChange={setSearch} keepEnter />}
      </Field>
      <Field label="Assign to">
        {(c) => (
          <Select
            {...c}
            value={value}
            emptyLabel="Unassigned"
            options={options.map((p) => ({ value: p._id, label: p.role ? `${p.name} (${p.role})` : p.name }))}
            onValueChange={(next) => {
              choose(next);
              onChange(next);
            }}
          />
        )}
      </Field>
    </>
  );
}
