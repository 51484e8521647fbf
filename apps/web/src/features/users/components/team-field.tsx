import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { teamModeOf } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { MultiSelect } from '../../../components/ui/multi-select';
import { Select } from '../../../components/ui/select';
import type { UserFormValues } from '../model/user-form';

export interface TeamOption {
  _id: string;
  name: string;
}

interface TeamFieldProps<TOut> {
  control: Control<UserFormValues, unknown, TOut>;
  teams: TeamOption[];
}

/** One team for Supervisors and Agents, many for Managers, none for CEO and Admin (follows the chosen role). */
export function TeamField<TOut>({ control, teams }: TeamFieldProps<TOut>) {
  const mode = teamModeOf(useWatch({ control, name: 'role' }));
  const options = teams.map((t) => ({ value: t._id, label: t.name }));
  if (mode === 'many') {
    return (
      <FormField control={control} name="teamIds" label="Teams">
        {({ id, value, onChange }) => (
          <MultiSelect
            id={id}
            label="Teams"
            placeholder="No team"
            emptyText="No teams yet."
            options={options}
            value={value}
            onChange={onChange}
          />
        )}
      </FormField>
    );
  }
  if (mode === 'one') {
    return <SelectField control={control} name="teamId" label="Team" emptyLabel="No team" options={options} />;
  }
  return (
    <Field label="Team">
      {(aria) => (
        <Select {...aria} value="" disabled emptyLabel="Not in a team" options={[]} onValueChange={() => {}} />
      )}
    </Field>
  );
}
