import { Link } from 'react-router-dom';
import type { TeamMember } from '@crm/contracts';
import { paths } from '../../../config/paths';
import { Badge, RolePill } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { MessageIcon } from '../../../components/ui/icons';
import { Table, type Column } from '../../../components/ui/table';

const columns: Column<TeamMember>[] = [
  { key: 'name', header: 'Name', cell: (m) => <strong>{m.name}</strong> },
  { key: 'email', header: 'Email', cell: (m) => <span className="muted">{m.email}</span> },
  { key: 'role', header: 'Role', cell: (m) => <RolePill role={m.role} /> },
  {
    key: 'leads',
    header: 'Leads',
    align: 'end',
    cell: (m) => (
      <Link to={paths.leads.href({ assignedTo: m._id })} aria-label={`${m.leadCount} leads of ${m.name}`}>
        {m.leadCount}
      </Link>
    ),
  },
  {
    key: 'active',
    header: 'Status',
    cell: (m) => (m.active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>),
  },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    cell: (m) => (
      <ButtonLink
        size="sm"
        icon={<MessageIcon size={16} />}
        to={paths.chat.href(m._id)}
        aria-label={`Message ${m.name}`}
      >
        Message
      </ButtonLink>
    ),
  },
];

export function TeamMembersTable({ teamName, members }: { teamName: string; members: TeamMember[] }) {
  return (
    <Table
      caption={`Members of ${teamName}`}
      columns={columns}
      rows={members}
      rowKey={(m) => m._id}
      emptyText="No members yet."
    />
  );
}
