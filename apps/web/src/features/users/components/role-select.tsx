import { useWatch, type Control } from 'react-hook-form';
import type { Role } from '@crm/contracts';
import { SelectField } from '../../../components/ui/form-field';
import { roleOptionsFor, type UserFormValues } from '../model/user-form';
import { useT } from '../../../lib/i18n';

interface RoleSelectProps<TOut> {
  control: Control<UserFormValues, unknown, TOut>;
  callerRole: Role;
  disabled?: boolean;
  hint?: string;
}

export function RoleSelect<TOut>({ control, callerRole, disabled, hint }: RoleSelectProps<TOut>) {
  const { t } = useT();
  const value = useWatch({ control, name: 'role' });
  const options = roleOptionsFor(callerRole);
  // A CEO row opened by a CEO keeps its value even if the list would not offer it.
  const roles = options.includes(value) ? options : [value, ...options];
  return (
    <SelectField
      control={control}
      name="role"
      label={t('users.role')}
      hint={hint}
      disabled={disabled}
      options={roles.map((r) => ({ value: r, label: t(`labels.role.${r}`) }))}
    />
  );
}
