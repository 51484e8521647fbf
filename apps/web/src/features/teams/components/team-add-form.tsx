import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { teamNameBody } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { useCreateTeam } from '../api/create-team';
import { useT } from '../../../lib/i18n';

export function TeamAddForm() {
  const { t } = useT();
  const form = useForm({ defaultValues: { name: '' }, resolver: zodResolver(teamNameBody) });
  const createTeam = useCreateTeam();
  const toast = useToast();

  const handleSubmit = form.handleSubmit(({ name }) =>
    createTeam.mutate(name, {
      onSuccess: (team) => {
        toast.success(t('teams.added', { name: team.name }));
        form.reset();
      },
      onError: (err) => setServerError(form, err, { fallback: 'Add failed', fields: { TEAM_NAME_TAKEN: 'name' } }),
    }),
  );

  return (
    <form className="inline-form" onSubmit={handleSubmit} noValidate aria-label={t('teams.addForm')}>
      <div className="inline-form__row">
        <TextField
          control={form.control}
          name="name"
          label={t('teams.newName')}
          hideLabel
          placeholder={t('teams.newName')}
        />
        <Button type="submit" variant="primary" icon={<PlusIcon size={18} />} loading={createTeam.isPending}>
          {t('teams.addTeam')}
        </Button>
      </div>
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </form>
  );
}
