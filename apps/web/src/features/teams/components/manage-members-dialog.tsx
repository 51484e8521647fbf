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
import { sameIds, toggleId } from '../model/team-rules';
import { MemberChecklist } from './member-checklist';
import { SearchInput } from '../../../components/ui/search-input';

export function ManageMembersDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const [search, setSearch] = useState('');
  // null until the user ticks something: until then the selection is the current members.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const members = useTeamMembers(team._id);
  const candidates = useMemberCandidates(useDebouncedValue(search.trim(), 250));
  const setMembers = useSetTeamMembers();
  const toast = useToast();

  const current = members.data?.map((m) => m._id) ?? [];
  const selected = picked ?? current;
  const people = (candidates.data?.items ?? []).filter((u) => canJoinTeams(u.role));
  const loadError = members.error ?? candidates.error;

  const handleSave = () => {
    if (!members.data || setMembers.isPending) return;
    setError(null);
    setMembers.mutate(
      { id: team._id, memberIds: selected },
      {
        onSuccess: (saved) => {
          toast.success(`${team.name}: ${saved.length} ${saved.length === 1 ? 'member' : 'members'}`);
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
      title={`Manage Members: ${team.name}`}
      description="Agents and Supervisors you tick move to this team (a person belongs to one team). Managers you tick add this team to the teams they run. Whoever you untick leaves the team."
      onClose={onClose}
      onSubmit={handleSave}
      footer={
        <>
          <span className="muted dialog-footer-note">{selected.length} selected</span>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="primary"
            loading={setMembers.isPending}
            disabled={!members.data || sameIds(selected, current)}
          >
            Save
          </Button>
        </>
      }
    >
      <label className="sr-only" htmlFor="member-search">
        Search users
      </label>
      <SearchInput
        id="member-search"
        placeholder="Search by name or email"
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
        <p className="muted">Showing the first {MAX_PAGE_SIZE} users. Search to find others.</p>
      )}
      <ErrorText>{error}</ErrorText>
    </Dialog>
  );
}
