import type { Control } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import type { LeadFormValues } from '../model/lead-form';
import { useAssigneePicker } from './use-assignee-picker';

/** CEO/Admin choose who a new lead goes to: a search, then a pick among the matches. */
export function AssigneeField<TOut>({ control }: { control: Control<LeadFormValues, unknown, TOut> }) {
  const { search, setSearch, assignees, options, choose } = useAssigneePicker();

  return (
    <>
      <Field label="Find assignee" hint={assignees.isFetching ? 'Searching…' : undefined}>
        {(c) => <SearchInput {...c} placeholder="Name or email" value={search} onValueChange={setSearch} keepEnter />}
      </Field>
      <FormField control={control} name="assignedTo" label="Assign to">
        {({ value, onChange, ...select }) => (
          <Select
            {...select}
            value={value}
            emptyLabel="Unassigned"
            options={options.map((p) => ({ value: p._id, label: p.role ? `${p.name} (${p.role})` : p.name }))}
            onValueChange={(next) => {
              choose(next);
              onChange(next);
            }}
          />
        )}
      </FormField>
    </>
  );
}
