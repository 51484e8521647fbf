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
import { usePhoneDisplay } from '../../../lib/use-phone-display';
import { useLeads } from '../../../shared-api/leads';
import { useLinkLead } from '../api/unit-actions';

/** Link Lead: one of the leads the caller sees asked about this unit (the lead's feedback log says so). */
export function UnitLinkLeadDialog({ unit, onClose }: { unit: ResaleUnit; onClose: () => void }) {
  const showPhone = usePhoneDisplay();
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [leadId, setLeadId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const leads = useLeads({ limit: 20, ...(debounced ? { search: debounced } : {}) });
  const link = useLinkLead();
  const toast = useToast();
  const items = leads.data?.items ?? [];
  const handleSave = () => {
    if (link.isPending || !leadId) return;
    const lead = items.find((l) => l._id === leadId);
    link.mutate(
      { id: unit._id, leadId },
      {
        onSuccess: (u) => {
          toast.success(t('units.actions.linked', { lead: lead?.name ?? '', title: u.title }));
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Link failed')),
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      title={`${t('units.actions.linkLead')}: ${unit.title}`}
      onClose={onClose}
      onSubmit={handleSave}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={link.isPending} disabled={!leadId}>
            {t('units.actions.linkLead')}
          </Button>
        </>
      }
    >
      <Field label={t('units.actions.searchLeads')}>
        {(c) => <SearchInput {...c} value={search} onValueChange={setSearch} />}
      </Field>
      <Field label={t('units.actions.chooseLead')}>
        {(c) => (
          <Select
            {...c}
            value={leadId}
            emptyLabel={leads.isLoading ? t('common.loadingEllipsis') : items.length ? '—' : t('units.actions.noLeads')}
            options={items.map((l) => ({
              value: l._id,
              label: l.phone ? `${l.name} (${showPhone(l.phone)})` : l.name,
            }))}
            onValueChange={setLeadId}
          />
        )}
      </Field>
      <ErrorText>{error ?? (leads.isError ? errorMessage(leads.error, 'Failed to load leads') : null)}</ErrorText>
    </Dialog>
  );
}
