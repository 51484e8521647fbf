import type { Control, FieldPath, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { MultiSelect, type Option } from '../../../components/ui/multi-select';
import { useT } from '../../../lib/i18n';

/** A list of ids (or values) chosen from options, bound to a form value; none chosen reads "Any". */
export function MultiSelectField<T extends FieldValues, N extends FieldPathByValue<T, string[]> & FieldPath<T>, TOut>({
  control,
  name,
  label,
  options,
  hint,
  placeholder,
}: {
  control: Control<T, unknown, TOut>;
  name: N;
  label: string;
  options: Option[];
  hint?: string;
  placeholder?: string;
}) {
  const { t } = useT();
  return (
    <FormField control={control} name={name} label={label} hint={hint}>
      {({ id, value, onChange }) => (
        <MultiSelect
          id={id}
          label={label}
          placeholder={placeholder ?? t('routing.any')}
          options={options}
          value={value as string[]}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}
