import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateLookupBody, type Lookup } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { useUpdatePropertyInterest } from '../api/update-property-interest';
import { useT } from '../../../lib/i18n';

/** Save waits for a valid form: a label, and a value of letters, digits, "-" and "_" (empty: derived). */
export function LeadInterestEditDialog({ interest, onClose }: { interest: Lookup; onClose: () => void }) {
  const { t } = useT();
  const form = useForm({
    mode: 'onChange',
    defaultValues: { label: interest.label, value: interest.value },
    resolver: zodResolver(updateLookupBody),
  });
  const update = useUpdatePropertyInterest();
  const toast = useToast();

  const handleSave = form.handleSubmit(({ label, value }) => {
    if (update.isPending) return;
    update.mutate(
      { id: interest._id, body: { label, value: value || undefined } },
      {
        onSuccess: () => {
          toast.success(t('lookups.saved'));
          onClose();
        },
        onError: (err) =>
          setServerError(form, err, { fallback: 'Save failed', fields: { LOOKUP_VALUE_TAKEN: 'value' } }),
      },
    );
  });

  return (
    <Dialog
      open
      size="sm"
      title={t('lookups.editTitle')}
      onClose={onClose}
      onSubmit={() => void handleSave()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={!form.formState.isValid} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <TextField control={form.control} name="label" label={t('lookups.label')} />
      <TextField
        control={form.control}
        name="value"
        label={t('lookups.value')}
        hint={t('lookups.valueHint')}
        dir="ltr"
      />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
