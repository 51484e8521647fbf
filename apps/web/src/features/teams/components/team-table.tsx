import type { Team } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { EditIcon, TeamsIcon, TrashIcon } from '../../../components/ui/icons';
import { Table, type Column } from '../../../components/ui/table';

interface TeamTableProps {
  teams: Team[] | undefined;
  loading: boolean;
  onManageMembers: (team: Team) => void;
  onRename: (team: Team) => void;
  onDelete: (team: Team) => void;
}

export function TeamTable({ teams, loading, onManageMembers, onRename, onDelete }: TeamTableProps) {
  const columns: Column<Team>[] = [
    { key: 'name', header: 'Team', cell: (t) => <strong>{t.name}</strong> },
    { key: 'members', header: 'Members', cell: (t) => t.memberCount },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cell: (t) => (
        <div className="row-actions">
          <Button
            size="sm"
            variant="ghost"
            icon={<TeamsIcon size={16} />}
            onClick={() => onManageMembers(t)}
            aria-label={`Manage Members of ${t.name}`}
          >
            Manage Members
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<EditIcon size={16} />}
            onClick={() => onRename(t)}
            aria-label={`Rename ${t.name}`}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="row-actions__danger"
            icon={<TrashIcon size={16} />}
            onClick={() => onDelete(t)}
            aria-label={`Delete ${t.name}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Table
      caption="Teams"
      columns={columns}
      rows={teams}
      rowKey={(t) => t._id}
      loading={loading}
      emptyText="No teams yet."
    />
  );
}
