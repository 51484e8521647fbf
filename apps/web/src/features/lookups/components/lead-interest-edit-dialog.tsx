import { useState } from 'react';
import type { Lookup } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useUpdatePropertyInterest } from '../api/update-property-interest';
import { validateLookupLabel, validateLookupValue } from '../model/lookup-form';

export function LeadInterestEditDialog({ interest, onClose }: { interest: Lookup; onClose: () => void }) {
  const [label, setLabel] = useState(interest.label);
  const [value, setValue] = useState(interest.value);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePropertyInterest();
  const toast = useToast();
  const labelError = validateLookupLabel(label);
  const valueError = validateLookupValue(value);

  const handleSave = () => {
    if (labelError || valueError || update.isPending) return;
    setError(null);
    update.mutate(
      { id: interest._id, body: { label: label.trim(), value: value.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success('Lead interest saved');
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Save failed')),
      },
    );
  };

  return (
    <Dialog
      open
      size="sm"
      title="Edit lead interest"
      onClose={onClose}
      onSubmit={handleSave}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="primary"
            disabled={Boolean(labelError || valueError)}
            loading={update.isPending}
          >
            Save
          </Button>
        </>
      }
    >
      <Field label="Label" error={labelError}>
        {(c) => <input {...c} className="input" value={label} onChange={(e) => setLabel(e.target.value)} />}
      </Field>
      <Field
        label="Value"
        hint="Stored on leads. Letters, digits, “-” and “_”. Leads keep their old value."
        error={valueError}
      >
        {(c) => <input {...c} className="input" dir="ltr" value={value} onChange={(e) => setValue(e.target.value)} />}
      </Field>
      <ErrorText>{error}</ErrorText>
    </Dialog>
  );
}
