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

/** Save waits for a valid form: a label, and a value of letters, digits, "-" and "_" (empty: derived). */
export function LeadInterestEditDialog({ interest, onClose }: { interest: Lookup; onClose: () => void }) {
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
          toast.success('Lead interest saved');
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
      title="Edit lead interest"
      onClose={onClose}
      onSubmit={() => void handleSave()}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!form.formState.isValid} loading={update.isPending}>
            Save
          </Button>
        </>
      }
    >
      <TextField control={form.control} name="label" label="Label" />
      <TextField
        control={form.control}
        name="value"
        label="Value"
        hint="Stored on leads. Letters, digits, “-” and “_”. Leads keep their old value."
        dir="ltr"
      />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
