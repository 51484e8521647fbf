import { Field } from '../../../components/ui/field';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../lib/i18n';

// Apart from AssigneeField: the Assign dialogs (drawn with the list) use this search without a
// form, and need not load the form library with it.
/** The search for people by name or email that the assignee pickers start from. */
export function AssigneeSearch({
  label,
  hint,
  value,
  onValueChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <Field label={label} hint={hint}>
      {(c) => (
        <SearchInput
          {...c}
          placeholder={t('leads.add.nameOrEmail')}
          value={value}
          onValueChange={onValueChange}
          keepEnter
        />
      )}
    </Field>
  );
}
