import { useState } from 'react';
import type { Team } from '@crm/contracts';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteTeam } from '../api/delete-team';
import { useTeams } from '../../../shared-api/teams';
import { ManageMembersDialog } from './manage-members-dialog';
import { RenameTeamDialog } from './rename-team-dialog';
import { TeamAddForm } from './team-add-form';
import { TeamTable } from './team-table';
import './teams.css';
import { useT } from '../../../lib/i18n';

/** CEO/Admin: every team, with add, members, rename and delete. */
export function TeamsAdmin() {
  const { t } = useT();
  const teams = useTeams();
  const deleteTeam = useDeleteTeam();
  const confirm = useConfirm();
  const toast = useToast();
  const [membersOf, setMembersOf] = useState<Team | null>(null);
  const [renaming, setRenaming] = useState<Team | null>(null);

  const handleDelete = async (team: Team) => {
    const ok = await confirm({
      title: t('teams.deleteTitle'),
      message: t('teams.deleteConfirm', { name: team.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!ok) return;
    deleteTeam.mutate(team._id, {
      onSuccess: (result) =>
        toast.success(
          t('teams.deleted', {
            name: team.name,
            members: t('teams.unassignedMembers', { count: result.membersUnassigned }),
            leads: t('teams.unassignedLeads', { count: result.leadsUnassigned }),
          }),
        ),
      onError: (err) => toast.error(errorMessage(err, 'Delete failed')),
    });
  };

  return (
    <Card title={t('teams.title')} labelledBy="teams-heading">
      <TeamAddForm />
      <TeamTable
        error={
          teams.isError && (
            <ErrorState error={teams.error} fallback="Failed to load teams" onRetry={() => void teams.refetch()} />
          )
        }
        teams={teams.data}
        loading={teams.isLoading}
        onManageMembers={setMembersOf}
        onRename={setRenaming}
        onDelete={handleDelete}
      />
      {membersOf && <ManageMembersDialog key={membersOf._id} team={membersOf} onClose={() => setMembersOf(null)} />}
      {renaming && <RenameTeamDialog key={renaming._id} team={renaming} onClose={() => setRenaming(null)} />}
    </Card>
  );
}
