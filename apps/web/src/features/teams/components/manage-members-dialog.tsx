import { useState } from 'react';
import { canJoinTeams, MAX_PAGE_SIZE, type Team } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMemberCandidates } from '../api/get-member-candidates';
import { useTeamMembers } from '../api/get-team-members';
import { useSetTeamMembers } from '../api/set-team-members';
import { movedFromOtherTeams, sameIds, toggleId } from '../model/team-rules';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { MemberChecklist } from './member-checklist';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../lib/i18n';

export function ManageMembersDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  // null until the user ticks something: until then the selection is the current members.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const members = useTeamMembers(team._id);
  const candidates = useMemberCandidates(useDebouncedValue(search.trim(), 250));
  const setMembers = useSetTeamMembers();
  const toast = useToast();
  const confirm = useConfirm();

  const current = members.data?.map((m) => m._id) ?? [];
  const selected = picked ?? current;
  const people = (candidates.data?.items ?? []).filter((u) => canJoinTeams(u.role));
  const loadError = members.error ?? candidates.error;

  const handleSave = async () => {
    if (!members.data || setMembers.isPending) return;
    // Taking someone out of another team asks first: it changes that team too.
    const moved = movedFromOtherTeams(people, selected, team._id);
    if (moved.length > 0) {
      const ok = await confirm({
        title: t('teams.moveTitle'),
        message: t('teams.moveConfirm', {
          people: moved.map((m) => t('teams.personFrom', m)).join(', '),
          team: team.name,
        }),
        confirmLabel: t('teams.move'),
      });
      if (!ok) return;
    }
    setError(null);
    setMembers.mutate(
      { id: team._id, memberIds: selected },
      {
        onSuccess: (saved) => {
          toast.success(t('teams.membersSaved', { name: team.name, count: saved.length }));
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Save failed')),
      },
    );
  };

  return (
    <Dialog
      open
      size="lg"
      title={t('teams.membersTitle', { name: team.name })}
      description={t('teams.membersIntro')}
      onClose={onClose}
      onSubmit={() => void handleSave()}
      footer={
        <>
          <span className="muted dialog-footer-note">{t('common.selectedCount', { count: selected.length })}</span>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            loading={setMembers.isPending}
            disabled={!members.data || sameIds(selected, current)}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <label className="sr-only" htmlFor="member-search">
        {t('teams.searchUsers')}
      </label>
      <SearchInput
        id="member-search"
        placeholder={t('teams.searchPlaceholder')}
        value={search}
        onValueChange={setSearch}
        keepEnter
      />
      <ErrorText>{loadError ? errorMessage(loadError, 'Failed to load users') : null}</ErrorText>
      {members.isLoading || candidates.isLoading ? (
        <LoadingState />
      ) : (
        <MemberChecklist
          teamId={team._id}
          people={people}
          selected={selected}
          onToggle={(id) => setPicked(toggleId(selected, id))}
        />
      )}
      {(candidates.data?.total ?? 0) > MAX_PAGE_SIZE && (
        <p className="muted">{t('teams.firstUsers', { count: MAX_PAGE_SIZE })}</p>
      )}
      <ErrorText>{error}</ErrorText>
    </Dialog>
  );
}
