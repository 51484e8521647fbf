import type { ReactNode } from 'react';
import { canDeleteUser, canManageUser, type User } from '@crm/contracts';
import { Badge, RolePill } from '../../../components/ui/badge';
import { actionsColumn, deleteAction, editAction } from '../../../components/ui/row-actions';
import { Table, type Column } from '../../../components/ui/table';
import type { SessionUser } from '../../../lib/session';
import { teamsLabel } from '../model/user-form';
import { useT } from '../../../lib/i18n';

interface UserTableProps {
  users: User[] | undefined;
  loading: boolean;
  /** The failed load (an ErrorState), shown where the rows would be. */
  error?: ReactNode;
  caller: SessionUser;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserTable({ users, loading, caller, onEdit, onDelete, error }: UserTableProps) {
  const { t } = useT();
  const columns: Column<User>[] = [
    { key: 'name', header: t('users.name'), cell: (u) => <span className="user-name">{u.name}</span> },
    { key: 'email', header: t('users.email'), cell: (u) => <span className="user-email">{u.email}</span> },
    { key: 'role', header: t('users.role'), cell: (u) => <RolePill role={u.role} /> },
    { key: 'team', header: t('users.teamsColumn'), cell: teamsLabel },
    {
      key: 'active',
      header: t('common.active'),
      cell: (u) =>
        u.active ? (
          <Badge tone="success">{t('common.active')}</Badge>
        ) : (
          <Badge tone="danger">{t('common.inactive')}</Badge>
        ),
    },
    actionsColumn((u) => [
      editAction(u.name, () => onEdit(u), !canManageUser(caller, u.role)),
      deleteAction(u.name, () => onDelete(u), !canDeleteUser(caller, u)),
    ]),
  ];

  return (
    <Table
      caption={t('users.title')}
      columns={columns}
      rows={users}
      rowKey={(u) => u._id}
      loading={loading}
      emptyText={t('users.empty')}
      error={error}
    />
  );
}
