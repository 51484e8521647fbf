import type { ReactNode } from 'react';
import type { Team } from '@crm/contracts';
import { EditIcon, TeamsIcon } from '../../../components/ui/icons';
import { actionsColumn, deleteAction } from '../../../components/ui/row-actions';
import { Table, type Column } from '../../../components/ui/table';
import { useT } from '../../../lib/i18n';

interface TeamTableProps {
  teams: Team[] | undefined;
  loading: boolean;
  /** The failed load (an ErrorState), shown where the rows would be. */
  error?: ReactNode;
  onManageMembers: (team: Team) => void;
  onRename: (team: Team) => void;
  onDelete: (team: Team) => void;
}

export function TeamTable({ teams, loading, onManageMembers, onRename, onDelete, error }: TeamTableProps) {
  const { t } = useT();
  const columns: Column<Team>[] = [
    { key: 'name', header: t('teams.team'), cell: (team) => <strong>{team.name}</strong> },
    { key: 'members', header: t('teams.members'), cell: (team) => team.memberCount },
    actionsColumn((team) => [
      {
        label: t('teams.manageMembers'),
        ariaLabel: t('teams.manageMembersOf', { name: team.name }),
        icon: <TeamsIcon size={16} />,
        onClick: () => onManageMembers(team),
      },
      {
        label: t('teams.rename'),
        ariaLabel: t('teams.renameName', { name: team.name }),
        icon: <EditIcon size={16} />,
        onClick: () => onRename(team),
      },
      deleteAction(team.name, () => onDelete(team)),
    ]),
  ];
  return (
    <Table
      caption={t('teams.title')}
      columns={columns}
      rows={teams}
      rowKey={(team) => team._id}
      loading={loading}
      emptyText={t('teams.empty')}
      error={error}
    />
  );
}
