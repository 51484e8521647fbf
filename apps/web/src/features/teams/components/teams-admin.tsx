import { useState } from 'react';
import type { Team } from '@crm/contracts';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteTeam } from '../api/delete-team';
import { useTeams } from '../api/get-teams';
import { teamDeletedMessage } from '../model/team-rules';
import { ManageMembersDialog } from './manage-members-dialog';
import { RenameTeamDialog } from './rename-team-dialog';
import { TeamAddForm } from './team-add-form';
import { TeamTable } from './team-table';
import './teams.css';

/** CEO/Admin: every team, with add, members, rename and delete. */
export function TeamsAdmin() {
  const teams = useTeams();
  const deleteTeam = useDeleteTeam();
  const confirm = useConfirm();
  const toast = useToast();
  const [membersOf, setMembersOf] = useState<Team | null>(null);
  const [renaming, setRenaming] = useState<Team | null>(null);

  const handleDelete = async (team: Team) => {
    const ok = await confirm({
      title: 'Delete team',
      message: `Delete team "${team.name}"? Its members and leads stay, without a team.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    deleteTeam.mutate(team._id, {
      onSuccess: (result) => toast.success(teamDeletedMessage(team.name, result)),
      onError: (err) => toast.error(errorMessage(err, 'Delete failed')),
    });
  };

  return (
    <Card title="Teams" labelledBy="teams-heading">
      <TeamAddForm />
      <ErrorText>{teams.isError ? errorMessage(teams.error, 'Failed to load teams') : null}</ErrorText>
      <TeamTable
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
