import { useEffect, useState } from 'react';
import {
  canResetAccess,
  pageCount,
  type Invitation,
  type ManagedUser,
  type Role,
  type UserImportResult,
} from '@crm/contracts';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSchemaQueryStates } from '../../../lib/url-query/use-schema-query-states';
import { toUsersQuery, userListFilters } from '../model/user-list-filters';
import { useCurrentUser } from '../../../lib/use-session';
import { useDeleteUser } from '../api/delete-user';
import { useResetAccess } from '../api/reset-access';
import { useUsers } from '../api/get-users';
import type { TeamOption } from './team-field';
import { AwayDialog } from './away-dialog';
import { UserAddCard } from './user-add-card';
import { UserEditDialog } from './user-edit-dialog';
import { UserFilters } from './user-filters';
import { ImportReport } from '../../../components/ui/import-report';
import { downloadRejectedRows, useUndoImport } from '../../../shared-api/imports';
import { ImportedLinks } from './imported-links';
import { SignInLinksDialog } from './sign-in-links-dialog';
import { UserTable } from './user-table';
import { UserTransferButtons } from './user-transfer-buttons';
import './users.css';
import { useT } from '../../../lib/i18n';

export function UsersScreen({ teams }: { teams: TeamOption[] }) {
  const { t } = useT();
  const caller = useCurrentUser();
  // Search, role and page live in the URL (Back and a shared link keep them); the box keeps what is
  // being typed, and writes it there once typing pauses.
  const [filters, update] = useSchemaQueryStates(userListFilters);
  const { page, limit } = filters;
  const role: Role | '' = filters.role ?? '';
  const [search, setSearch] = useState(filters.search ?? '');
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [away, setAway] = useState<ManagedUser | null>(null);
  const [report, setReport] = useState<UserImportResult | null>(null);
  const undoImport = useUndoImport();
  // Sign-in links just made (an access reset, or an import's): shown once, to copy or send.
  const [links, setLinks] = useState<Invitation[] | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const urlSearch = filters.search ?? '';
  useEffect(() => {
    if (debouncedSearch !== urlSearch) update({ search: debouncedSearch || null }, { history: 'replace' });
    // Only the typing writes the URL; the URL's own changes are read below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  useEffect(() => {
    // Back or a link changed the search: the box shows it.
    if (urlSearch !== debouncedSearch) setSearch(urlSearch);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlSearch]);
  const setPage = (next: number) => update({ page: next });
  const users = useUsers(toUsersQuery(filters));
  const deleteUser = useDeleteUser();
  const resetAccess = useResetAccess();
  const confirm = useConfirm();
  const toast = useToast();

  const handleNewLink = async (user: ManagedUser) => {
    const ok = await confirm({
      title: t('access.resetTitle'),
      message: t('access.resetConfirm', { name: user.name, email: user.email }),
      confirmLabel: t('access.resetConfirmLabel'),
      danger: true,
    });
    if (!ok) return;
    resetAccess.mutate(user._id, {
      onSuccess: (invitation) => setLinks([invitation]),
      onError: (err) => toast.error(errorMessage(err, 'Could not create a sign-in link')),
    });
  };

  const handleDelete = async (user: ManagedUser) => {
    const ok = await confirm({
      title: t('users.deleteTitle'),
      message: t('users.deleteConfirm', { name: user.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!ok) return;
    deleteUser.mutate(user._id, {
      onSuccess: () => toast.success(t('users.deleted', { name: user.name })),
      onError: (err) => toast.error(errorMessage(err, 'Delete failed')),
    });
  };

  const total = users.data?.total ?? 0;
  // After deleting the last row of the last page, step back to the page that still exists.
  const lastPage = pageCount(total, limit);
  if (users.data && !users.isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <div className="page">
      <PageHeader
        title={t('users.title')}
        description={<bdi>{users.data ? t('users.count', { count: total }) : t('users.subtitle')}</bdi>}
        actions={<UserTransferButtons onImported={setReport} />}
      />
      {report && (
        <ImportReport
          report={report}
          onDismiss={() => setReport(null)}
          onUndo={undoImport.mutateAsync}
          onDownloadRejected={downloadRejectedRows}
        />
      )}
      {report && report.invitations.length > 0 && (
        <ImportedLinks count={report.invitations.length} onShow={() => setLinks(report.invitations)} />
      )}
      <UserAddCard callerRole={caller.role} teams={teams} />
      <Card>
        <UserFilters
          search={search}
          role={role}
          onSearchChange={setSearch}
          onRoleChange={(value) => update({ role: value || null })}
        />
        <UserTable
          error={
            users.isError && (
              <ErrorState error={users.error} fallback="Failed to load users" onRetry={() => void users.refetch()} />
            )
          }
          users={users.data?.items}
          loading={users.isLoading || users.isPlaceholderData}
          caller={caller}
          onEdit={setEditing}
          onDelete={handleDelete}
          onNewLink={(user) => void handleNewLink(user)}
          onAway={setAway}
        />
        <Pagination
          page={page}
          total={total}
          limit={limit}
          onPageChange={setPage}
          onLimitChange={(value) => update({ limit: value })}
        />
      </Card>
      {away && <AwayDialog key={away._id} user={away} onClose={() => setAway(null)} />}
      {links && <SignInLinksDialog invitations={links} onClose={() => setLinks(null)} />}
      {editing && (
        <UserEditDialog
          key={editing._id}
          user={editing}
          caller={caller}
          teams={teams}
          onClose={() => setEditing(null)}
          onNewLink={
            editing.active && canResetAccess(caller, editing)
              ? () => {
                  setEditing(null);
                  void handleNewLink(editing);
                }
              : undefined
          }
        />
      )}
    </div>
  );
}
