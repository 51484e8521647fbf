import { useState, type FormEvent } from 'react';
import { lookupValueFromLabel } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCreatePropertyInterest } from '../api/create-property-interest';
import { validateLookupLabel } from '../model/lookup-form';

export function LeadInterestAddForm() {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePropertyInterest();
  const toast = useToast();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLookupLabel(label);
    setError(invalid);
    if (invalid) return;
    create.mutate(label.trim(), {
      onSuccess: (added) => {
        toast.success(`Lead interest "${added.label}" added`);
        setLabel('');
      },
      onError: (err) => setError(errorMessage(err, 'Add failed (check permissions)')),
    });
  };

  return (
    <form className="inline-form" onSubmit={handleSubmit} noValidate aria-label="Add lead interest">
      <div className="inline-form__row">
        <label className="sr-only" htmlFor="new-interest-label">
          New interest label
        </label>
        <input
          id="new-interest-label"
          className="input"
          placeholder="New interest, e.g. Sea View Apartment"
          value={label}
          aria-invalid={error ? true : undefined}
          aria-describedby="new-interest-value"
          onChange={(e) => setLabel(e.target.value)}
        />
        <Button type="submit" variant="primary" icon={<PlusIcon size={18} />} loading={create.isPending}>
          Add Interest
        </Button>
      </div>
      <p id="new-interest-value" className="muted lead-interest-hint">
        {label.trim()
          ? `Stored value: ${lookupValueFromLabel(label)}`
          : 'The stored value is derived from the label; you can edit it later.'}
      </p>
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
