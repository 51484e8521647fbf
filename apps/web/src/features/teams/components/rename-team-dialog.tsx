import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { teamNameBody, type Team } from '@crm/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { useRenameTeam } from '../api/rename-team';
import { useT } from '../../../lib/i18n';

export function RenameTeamDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const { t } = useT();
  const form = useForm({ defaultValues: { name: team.name }, resolver: zodResolver(teamNameBody) });
  const renameTeam = useRenameTeam();
  const toast = useToast();

  const handleSave = form.handleSubmit(({ name }) => {
    if (renameTeam.isPending) return;
    renameTeam.mutate(
      { id: team._id, name },
      {
        onSuccess: (saved) => {
          toast.success(t('teams.renamed', { name: saved.name }));
          onClose();
        },
        onError: (err) => setServerError(form, err, { fallback: 'Rename failed', fields: { TEAM_NAME_TAKEN: 'name' } }),
      },
    );
  });

  return (
    <Dialog
      size="sm"
      title={t('teams.renameTitle', { name: team.name })}
      onClose={onClose}
      onSubmit={() => void handleSave()}
      submitLabel={t('common.save')}
      submitting={renameTeam.isPending}
    >
      <TextField control={form.control} name="name" label={t('teams.teamName')} />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
