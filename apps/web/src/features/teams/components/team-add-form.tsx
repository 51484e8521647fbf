import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { teamNameBody } from '@crm/contracts';
import { TextField } from '../../../components/ui/form-field';
import { InlineAddForm } from '../../../components/ui/inline-add-form';
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
    <InlineAddForm
      label={t('teams.addForm')}
      onSubmit={handleSubmit}
      submitLabel={t('teams.addTeam')}
      loading={createTeam.isPending}
      error={form.formState.errors.root?.message}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('teams.newName')}
        hideLabel
        placeholder={t('teams.newName')}
      />
    </InlineAddForm>
  );
}
