import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateIntakeSourceBody, type IntakeSource } from '@crm/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useUpdateIntakeSource } from '../api/update-intake-source';

const tokenBody = updateIntakeSourceBody.pick({ pageAccessToken: true }).required();

/** A Facebook page's new token, when Meta refused the old one (expired, revoked). It is never shown back. */
export function ReplaceTokenDialog({ source, onClose }: { source: IntakeSource; onClose: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const update = useUpdateIntakeSource();
  const form = useForm({ defaultValues: { pageAccessToken: '' }, resolver: zodResolver(tokenBody) });

  const handleSave = form.handleSubmit((body) => {
    if (update.isPending) return;
    update.mutate(
      { id: source._id, body },
      {
        onSuccess: () => {
          toast.success(t('intake.tokenReplaced'));
          onClose();
        },
        onError: (err) => setServerError(form, err, { fallback: 'Save failed' }),
      },
    );
  });

  return (
    <Dialog
      size="sm"
      title={t('intake.replaceTokenTitle', { name: source.name })}
      onClose={onClose}
      onSubmit={() => void handleSave()}
      submitLabel={t('intake.replaceToken')}
      submitting={update.isPending}
    >
      <TextField
        control={form.control}
        name="pageAccessToken"
        type="password"
        autoComplete="off"
        dir="ltr"
        label={t('intake.token')}
        hint={t('intake.tokenHint')}
      />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
