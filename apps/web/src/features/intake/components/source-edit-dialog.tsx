import { useForm } from 'react-hook-form';
import { updateIntakeSourceBody, type IntakeSource } from '@crm/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useUpdateIntakeSource } from '../api/update-intake-source';
import { orNull, SourceFields, type SourceChoices, type SourceFieldValues } from './source-fields';

const toBody = (v: SourceFieldValues) => ({ name: v.name, campaignId: orNull(v.campaignId), teamId: orNull(v.teamId) });

/** Rename a source, or change the campaign and team its leads go to. */
export function SourceEditDialog({
  source,
  onClose,
  ...choices
}: SourceChoices & { source: IntakeSource; onClose: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const update = useUpdateIntakeSource();
  const form = useForm<SourceFieldValues, unknown, ReturnType<typeof updateIntakeSourceBody.parse>>({
    defaultValues: { name: source.name, campaignId: source.campaign?._id ?? '', teamId: source.team?._id ?? '' },
    resolver: bodyResolver(updateIntakeSourceBody, toBody),
  });

  const handleSave = form.handleSubmit((body) => {
    if (update.isPending) return;
    update.mutate(
      { id: source._id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('intake.saved', { name: saved.name }));
          onClose();
        },
        onError: (err) => setServerError(form, err, { fallback: 'Save failed' }),
      },
    );
  });

  return (
    <Dialog
      title={t('intake.editTitle', { name: source.name })}
      onClose={onClose}
      onSubmit={() => void handleSave()}
      submitLabel={t('common.save')}
      submitting={update.isPending}
    >
      <SourceFields control={form.control} {...choices} />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
