import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { createLookupBody, lookupValueFromLabel } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { setServerError } from '../../../lib/forms';
import { useCreatePropertyInterest } from '../api/create-property-interest';
import { useT } from '../../../lib/i18n';

export function LeadInterestAddForm() {
  const { t } = useT();
  const form = useForm({ defaultValues: { label: '' }, resolver: zodResolver(createLookupBody) });
  const label = useWatch({ control: form.control, name: 'label' }).trim();
  const create = useCreatePropertyInterest();
  const toast = useToast();

  const handleSubmit = form.handleSubmit((body) =>
    create.mutate(body.label, {
      onSuccess: (added) => {
        toast.success(t('lookups.added', { label: added.label }));
        form.reset();
      },
      // The value is derived from the label: a taken value is fixed by another label.
      onError: (err) =>
        setServerError(form, err, {
          fallback: 'Add failed (check permissions)',
          fields: { LOOKUP_VALUE_TAKEN: 'label' },
        }),
    }),
  );

  return (
    <form className="inline-form" onSubmit={handleSubmit} noValidate aria-label={t('lookups.addForm')}>
      <div className="inline-form__row">
        <TextField
          control={form.control}
          name="label"
          label={t('lookups.newLabel')}
          hideLabel
          placeholder={t('lookups.placeholder')}
          hint={label ? t('lookups.storedValue', { value: lookupValueFromLabel(label) }) : t('lookups.derivedHint')}
        />
        <Button type="submit" variant="primary" icon={<PlusIcon size={18} />} loading={create.isPending}>
          {t('lookups.addInterest')}
        </Button>
      </div>
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </form>
  );
}
