import { useState } from 'react';
import type { ResaleUnit } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAssignees } from '../../../shared-api/leads';
import { useAssignUnit } from '../api/unit-actions';

/** Assign (CEO/Admin): anyone active but CEO/Admin, found by name or email (the leads' assignee list). */
export function UnitAssignDialog({ unit, onClose }: { unit: ResaleUnit; onClose: () => void }) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState(unit.assignedTo?._id ?? '');
  const [error, setError] = useState<string | null>(null);
  const people = useAssignees(useDebouncedValue(search.trim(), 250));
  const assign = useAssignUnit();
  const toast = useToast();
  const options = (people.data ?? []).map((p) => ({ value: p._id, label: `${p.name} (${p.email ?? ''})` }));
  if (unit.assignedTo && !options.some((o) => o.value === unit.assignedTo?._id)) {
    options.unshift({ value: unit.assignedTo._id, label: unit.assignedTo.name });
  }
  const handleSave = () => {
    if (assign.isPending || !userId) return;
    assign.mutate(
      { id: unit._id, userId },
      {
        onSuccess: (u) => {
          toast.success(t('units.actions.assigned', { title: u.title, name: u.assignedTo?.name ?? '' }));
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Assign failed')),
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      title={`${t('units.actions.assign')}: ${unit.title}`}
      onClose={onClose}
      onSubmit={handleSave}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={assign.isPending} disabled={!userId}>
            {t('units.actions.assign')}
          </Button>
        </>
      }
    >
      <Field label={t('units.actions.searchPeople')}>
        {(c) => <SearchInput {...c} value={search} onValueChange={setSearch} />}
      </Field>
      <Field label={t('units.actions.chooseAssignee')}>
        {(c) => (
          <Select
            {...c}
            value={userId}
            emptyLabel={people.isLoading ? t('common.loadingEllipsis') : '—'}
            options={options}
            onValueChange={setUserId}
          />
        )}
      </Field>
      <ErrorText>{error ?? (people.isError ? errorMessage(people.error, 'Failed to load users') : null)}</ErrorText>
    </Dialog>
  );
}
