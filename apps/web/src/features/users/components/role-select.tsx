import type { Role } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { roleOptionsFor } from '../model/user-form';
import { Select } from '../../../components/ui/select';

interface RoleSelectProps {
  value: Role;
  callerRole: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  hint?: string;
}

export function RoleSelect({ value, callerRole, onChange, disabled, hint }: RoleSelectProps) {
  const options = roleOptionsFor(callerRole);
  // A CEO row opened by a CEO keeps its value even if the list would not offer it.
  const roles = options.includes(value) ? options : [value, ...options];
  return (
    <Field label="Role" hint={hint}>
      {(control) => (
        <Select<Role>
          {...control}
          value={value}
          disabled={disabled}
          options={roles}
          onValueChange={(role) => role && onChange(role)}
        />
      )}
    </Field>
  );
}
