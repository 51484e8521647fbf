import type { ReactNode } from 'react';
import { can, canDeleteUser, canManageUser, canResetAccess, signInStateOf, type ManagedUser } from '@crm/contracts';
import { Badge, RolePill } from '../../../components/ui/badge';
import { ClockIcon, UnlockIcon } from '../../../components/ui/icons';
import { actionsColumn, deleteAction, editAction, type RowAction } from '../../../components/ui/row-actions';
import { Table, type Column } from '../../../components/ui/table';
import type { SessionUser } from '../../../lib/session';
import { teamsLabel } from '../model/user-form';
import { signInNote } from '../../../lib/sign-in-note';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

interface UserTableProps {
  users: ManagedUser[] | undefined;
  loading: boolean;
  /** The failed load (an ErrorState), shown where the rows would be. */
  error?: ReactNode;
  caller: SessionUser;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  /** A new sign-in link for someone (access reset). */
  onNewLink: (user: ManagedUser) => void;
  /** Mark someone away, or back (lead routing passes over whoever is away). */
  onAway: (user: ManagedUser) => void;
}

export function UserTable({ users, loading, caller, onEdit, onDelete, onNewLink, onAway, error }: UserTableProps) {
  const { t } = useT();
  const fmt = useFormat();
  const accessNote = (u: ManagedUser) => {
    const state = signInStateOf(u);
    if (state === 'ready') return null;
    const text =
      state === 'invited'
        ? t('access.invitedUntil', { date: fmt.dateTime(u.invitationExpiresAt as string) })
        : signInNote(state, t);
    return <span className="user-access">{text}</span>;
  };
  const newLinkAction = (u: ManagedUser): RowAction => ({
    label: t('access.newLink'),
    ariaLabel: t('access.newLinkFor', { name: u.name }),
    icon: <UnlockIcon size={16} />,
    onClick: () => onNewLink(u),
    // On the row only for someone who cannot sign in yet; a reset for a lost password is in Edit.
    hidden: !u.active || signInStateOf(u) === 'ready' || !canResetAccess(caller, u),
  });
  const awayAction = (u: ManagedUser): RowAction => ({
    label: t('routing.away.mark'),
    ariaLabel: t('routing.away.markRow', { name: u.name }),
    icon: <ClockIcon size={16} />,
    onClick: () => onAway(u),
    // Whoever may edit the person may mark them away (an Admin: not the CEO or another Admin).
    hidden: !u.active || !can(caller, 'routing:manage') || !canManageUser(caller, u.role),
  });
  const columns: Column<ManagedUser>[] = [
    { key: 'name', header: t('users.name'), cell: (u) => <span className="user-name">{u.name}</span> },
    { key: 'email', header: t('users.email'), cell: (u) => <span className="user-email">{u.email}</span> },
    { key: 'role', header: t('users.role'), cell: (u) => <RolePill role={u.role} /> },
    { key: 'team', header: t('users.teamsColumn'), cell: teamsLabel },
    {
      key: 'active',
      header: t('common.active'),
      cell: (u) => (
        <>
          {!u.active ? (
            <Badge tone="danger">{t('common.inactive')}</Badge>
          ) : signInStateOf(u) === 'ready' ? (
            <Badge tone="success">{t('common.active')}</Badge>
          ) : (
            <Badge tone="warning">{t('access.invited')}</Badge>
          )}
          {u.active && accessNote(u)}
        </>
      ),
    },
    actionsColumn((u) => [
      editAction(u.name, () => onEdit(u), !canManageUser(caller, u.role)),
      newLinkAction(u),
      awayAction(u),
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
