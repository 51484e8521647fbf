import { Link } from 'react-router-dom';
import type { TeamMember } from '@crm/contracts';
import { paths } from '../../../config/paths';
import { Badge, RolePill } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { MessageIcon } from '../../../components/ui/icons';
import { Table, type Column } from '../../../components/ui/table';
import { signInNote } from '../../../lib/sign-in-note';
import { useT } from '../../../lib/i18n';

const columnsFor = (t: ReturnType<typeof useT>['t']): Column<TeamMember>[] => [
  { key: 'name', header: t('teams.name'), cell: (m) => <strong>{m.name}</strong> },
  { key: 'email', header: t('teams.email'), cell: (m) => <span className="muted">{m.email}</span> },
  { key: 'role', header: t('teams.role'), cell: (m) => <RolePill role={m.role} /> },
  {
    key: 'leads',
    header: t('teams.leads'),
    align: 'end',
    cell: (m) => (
      <Link
        to={paths.leads.href({ assignedTo: m._id })}
        aria-label={t('teams.leadsOf', { count: m.leadCount, name: m.name })}
      >
        {m.leadCount}
      </Link>
    ),
  },
  {
    key: 'active',
    header: t('teams.status'),
    // "Active" only for someone who can sign in: an invited person has not yet.
    cell: (m) => {
      if (!m.active) return <Badge tone="danger">{t('common.inactive')}</Badge>;
      const note = signInNote(m.signIn, t);
      return note ? <Badge tone="warning">{note}</Badge> : <Badge tone="success">{t('common.active')}</Badge>;
    },
  },
  {
    key: 'actions',
    header: t('common.actions'),
    hideHeader: true,
    align: 'end',
    cell: (m) => (
      <ButtonLink
        size="sm"
        icon={<MessageIcon size={16} />}
        to={paths.chat.href(m._id)}
        aria-label={t('teams.messageName', { name: m.name })}
      >
        {t('teams.message')}
      </ButtonLink>
    ),
  },
];

export function TeamMembersTable({ teamName, members }: { teamName: string; members: TeamMember[] }) {
  const { t } = useT();
  return (
    <Table
      caption={t('teams.membersOf', { name: teamName })}
      columns={columnsFor(t)}
      rows={members}
      rowKey={(m) => m._id}
      emptyText={t('teams.noMembers')}
    />
  );
}
