import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { createLookupBody, lookupValueFromLabel } from '@crm/contracts';
import { InlineAddTextForm } from '../../../components/ui/inline-add-form';
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
    <InlineAddTextForm
      form={form}
      field={{
        name: 'label',
        label: t('lookups.newLabel'),
        placeholder: t('lookups.placeholder'),
        hint: label ? t('lookups.storedValue', { value: lookupValueFromLabel(label) }) : t('lookups.derivedHint'),
      }}
      label={t('lookups.addForm')}
      onSubmit={handleSubmit}
      submitLabel={t('lookups.addInterest')}
      loading={create.isPending}
    />
  );
}
