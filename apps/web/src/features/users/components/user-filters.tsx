import { ROLES, type Role } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../lib/i18n';

interface UserFiltersProps {
  search: string;
  role: Role | '';
  onSearchChange: (search: string) => void;
  onRoleChange: (role: Role | '') => void;
}

export function UserFilters({ search, role, onSearchChange, onRoleChange }: UserFiltersProps) {
  const { t } = useT();
  return (
    <div className="toolbar user-filters" role="search">
      <Field label={t('users.search')} className="user-filters__search">
        {(c) => (
          <SearchInput
            {...c}
            placeholder={t('users.searchPlaceholder')}
            value={search}
            onValueChange={onSearchChange}
          />
        )}
      </Field>
      <Field label={t('users.filterRole')}>
        {(c) => (
          <Select
            {...c}
            value={role}
            emptyLabel={t('users.allRoles')}
            options={ROLES.map((r) => ({ value: r, label: t(`labels.role.${r}`) }))}
            onValueChange={onRoleChange}
          />
        )}
      </Field>
    </div>
  );
}
