import { ROLES, type Role } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';

interface UserFiltersProps {
  search: string;
  role: Role | '';
  onSearchChange: (search: string) => void;
  onRoleChange: (role: Role | '') => void;
}

export function UserFilters({ search, role, onSearchChange, onRoleChange }: UserFiltersProps) {
  return (
    <div className="toolbar user-filters" role="search">
      <Field label="Search users" className="user-filters__search">
        {(c) => (
          <input
            {...c}
            className="input"
            type="search"
            placeholder="Name or email"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
          />
        )}
      </Field>
      <Field label="Filter by role">
        {(c) => <Select {...c} value={role} emptyLabel="All roles" options={ROLES} onValueChange={onRoleChange} />}
      </Field>
    </div>
  );
}
