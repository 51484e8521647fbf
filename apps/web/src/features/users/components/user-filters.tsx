import { ROLES, type Role } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { SearchInput } from '../../../components/ui/search-input';

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
        {(c) => <SearchInput {...c} placeholder="Name or email" value={search} onValueChange={onSearchChange} />}
      </Field>
      <Field label="Filter by role">
        {(c) => <Select {...c} value={role} emptyLabel="All roles" options={ROLES} onValueChange={onRoleChange} />}
      </Field>
    </div>
  );
}
