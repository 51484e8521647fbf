import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { teamModeOf } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { MultiSelect } from '../../../components/ui/multi-select';
import { Select } from '../../../components/ui/select';
import type { UserFormValues } from '../model/user-form';
import { useT } from '../../../lib/i18n';

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
  const { t } = useT();
  const mode = teamModeOf(useWatch({ control, name: 'role' }));
  const options = teams.map((team) => ({ value: team._id, label: team.name }));
  if (mode === 'many') {
    return (
      <FormField control={control} name="teamIds" label={t('users.teams')}>
        {({ id, value, onChange }) => (
          <MultiSelect
            id={id}
            label={t('users.teams')}
            placeholder={t('users.noTeam')}
            emptyText={t('users.noTeams')}
            options={options}
            value={value}
            onChange={onChange}
          />
        )}
      </FormField>
    );
  }
  if (mode === 'one') {
    return (
      <SelectField
        control={control}
        name="teamId"
        label={t('users.team')}
        emptyLabel={t('users.noTeam')}
        options={options}
      />
    );
  }
  return (
    <Field label={t('users.team')}>
      {(aria) => (
        <Select {...aria} value="" disabled emptyLabel={t('users.notInTeam')} options={[]} onValueChange={() => {}} />
      )}
    </Field>
  );
}
