import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';

/** A yes/no form value as a ticked box beside its label. */
export function CheckField<T extends FieldValues, N extends FieldPathByValue<T, boolean>, TOut>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TOut>;
  name: N;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <label className="checkbox routing-check">
      <Checkbox checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
      <span>{label}</span>
    </label>
  );
}
