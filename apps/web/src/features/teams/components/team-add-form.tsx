import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCreateTeam } from '../api/create-team';
import { validateTeamName } from '../model/team-rules';

export function TeamAddForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createTeam = useCreateTeam();
  const toast = useToast();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateTeamName(name);
    setError(invalid);
    if (invalid) return;
    createTeam.mutate(name.trim(), {
      onSuccess: (team) => {
        toast.success(`Team "${team.name}" added`);
        setName('');
      },
      onError: (err) => setError(errorMessage(err, 'Add failed')),
    });
  };

  return (
    <form className="inline-form" onSubmit={handleSubmit} noValidate aria-label="Add team">
      <div className="inline-form__row">
        <label className="sr-only" htmlFor="new-team-name">
          New team name
        </label>
        <input
          id="new-team-name"
          className="input"
          placeholder="New team name"
          value={name}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="primary" icon={<PlusIcon size={18} />} loading={createTeam.isPending}>
          Add Team
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
