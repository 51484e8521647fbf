import { useState } from 'react';
import type { TeamWithMembers } from '@crm/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { MessageIcon } from '../../../components/ui/icons';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorText } from '../../../components/ui/error-text';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useMyTeams } from '../api/get-my-teams';
import { TeamMembersTable } from './team-members-table';
import { TeamMessageDialog } from './team-message-dialog';
import './teams.css';
import { useT } from '../../../lib/i18n';

interface MyTeamsProps {
  /** The spec's fallback differs per screen: 'Failed to load teams' or 'Failed to load team'. */
  errorFallback: string;
  emptyText: string;
}

/** The caller's team(s) with members and lead counts: a Manager's teams or a Supervisor's team. */
export function MyTeams({ errorFallback, emptyText }: MyTeamsProps) {
  const { t } = useT();
  const myTeams = useMyTeams();
  const [composingTo, setComposingTo] = useState<TeamWithMembers | null>(null);
  if (myTeams.isLoading) return <LoadingState />;
  if (myTeams.isError) return <ErrorText>{errorMessage(myTeams.error, errorFallback)}</ErrorText>;
  const teams = myTeams.data?.teams ?? [];
  if (teams.length === 0) return <EmptyState>{emptyText}</EmptyState>;

  return (
    <div className="my-teams">
      {teams.map((team) => (
        <Card
          key={team._id}
          labelledBy={`team-${team._id}`}
          title={team.name}
          actions={
            <>
              <span className="muted">{t('teams.memberCount', { count: team.members.length })}</span>
              <ButtonLink
                size="sm"
                to={paths.dashboard.href({ teamId: team._id })}
                aria-label={t('teams.dashboardOf', { name: team.name })}
              >
                {t('teams.dashboard')}
              </ButtonLink>
              {team.members.some((m) => m.active) && (
                <Button
                  size="sm"
                  icon={<MessageIcon size={16} />}
                  aria-label={t('chats.compose.buttonFor', { team: team.name })}
                  onClick={() => setComposingTo(team)}
                >
                  {t('chats.compose.button')}
                </Button>
              )}
            </>
          }
        >
          <TeamMembersTable teamName={team.name} members={team.members} />
        </Card>
      ))}
      {composingTo && <TeamMessageDialog team={composingTo} onClose={() => setComposingTo(null)} />}
    </div>
  );
}
