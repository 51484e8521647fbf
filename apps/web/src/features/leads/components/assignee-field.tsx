import type { Control } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import type { LeadFormValues } from '../model/lead-form';
import { AssigneeSearch } from './assignee-search';
import { useAssigneePicker } from './use-assignee-picker';
import { pickerLabel } from '../../../lib/sign-in-note';
import { useT } from '../../../lib/i18n';

/** CEO/Admin choose who a new lead goes to: a search, then a pick among the matches. */
export function AssigneeField<TOut>({ control }: { control: Control<LeadFormValues, unknown, TOut> }) {
  const { search, setSearch, assignees, options, choose } = useAssigneePicker();
  const { t } = useT();

  return (
    <>
      <AssigneeSearch
        label={t('leads.add.findAssignee')}
        hint={assignees.isFetching ? t('leads.add.searching') : undefined}
        value={search}
        onValueChange={setSearch}
      />
      <FormField control={control} name="assignedTo" label={t('leads.add.assignTo')}>
        {({ value, onChange, ...select }) => (
          <Select
            {...select}
            value={value}
            emptyLabel={t('leads.unassigned')}
            options={options.map((p) => ({
              value: p._id,
              label: pickerLabel(p, t),
            }))}
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
