import { useState } from 'react';
import type { Team } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useRenameTeam } from '../api/rename-team';
import { validateTeamName } from '../model/team-rules';

export function RenameTeamDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const renameTeam = useRenameTeam();
  const toast = useToast();

  const handleSave = () => {
    const invalid = validateTeamName(name);
    setError(invalid);
    if (invalid || renameTeam.isPending) return;
    renameTeam.mutate(
      { id: team._id, name: name.trim() },
      {
        onSuccess: (saved) => {
          toast.success(`Team renamed to "${saved.name}"`);
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Rename failed')),
      },
    );
  };

  return (
    <Dialog
      open
      size="sm"
      title={`Rename ${team.name}`}
      onClose={onClose}
      onSubmit={handleSave}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" loading={renameTeam.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Field label="Team name">
        {(c) => <input {...c} className="input" value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <ErrorText>{error}</ErrorText>
    </Dialog>
  );
}
