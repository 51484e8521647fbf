import { canDeleteUser, canManageUser, type User } from '@crm/contracts';
import { Badge, RolePill } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import { Table, type Column } from '../../../components/ui/table';
import type { SessionUser } from '../../../lib/session';
import { teamsLabel } from '../model/user-form';

interface UserTableProps {
  users: User[] | undefined;
  loading: boolean;
  caller: SessionUser;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserTable({ users, loading, caller, onEdit, onDelete }: UserTableProps) {
  const columns: Column<User>[] = [
    { key: 'name', header: 'Name', cell: (u) => <span className="user-name">{u.name}</span> },
    { key: 'email', header: 'Email', cell: (u) => <span className="user-email">{u.email}</span> },
    { key: 'role', header: 'Role', cell: (u) => <RolePill role={u.role} /> },
    { key: 'team', header: 'Team(s)', cell: teamsLabel },
    {
      key: 'active',
      header: 'Active',
      cell: (u) => (u.active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cell: (u) => (
        <div className="row-actions">
          {canManageUser(caller, u.role) && (
            <Button
              size="sm"
              variant="ghost"
              icon={<EditIcon size={16} />}
              onClick={() => onEdit(u)}
              aria-label={`Edit ${u.name}`}
            >
              Edit
            </Button>
          )}
          {canDeleteUser(caller, u) && (
            <Button
              size="sm"
              variant="ghost"
              icon={<TrashIcon size={16} />}
              onClick={() => onDelete(u)}
              aria-label={`Delete ${u.name}`}
              className="row-actions__danger"
            >
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <Table
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(u) => u._id}
      loading={loading}
      emptyText="No users found."
    />
  );
}
