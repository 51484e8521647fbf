import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { teamNameBody } from '@crm/contracts';
import { InlineAddTextForm } from '../../../components/ui/inline-add-form';
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
    <InlineAddTextForm
      form={form}
      field={{ name: 'name', label: t('teams.newName'), placeholder: t('teams.newName') }}
      label={t('teams.addForm')}
      onSubmit={handleSubmit}
      submitLabel={t('teams.addTeam')}
      loading={createTeam.isPending}
    />
  );
}
