import type { Lead, Lookup } from '@crm/contracts';
import { Select } from '../../../components/ui/select';
import { useInlineLeadUpdate } from './use-inline-lead-update';
import { useT } from '../../../lib/i18n';
import './lead-select.css';

/** The row's interest dropdown (labels from the lookups, the value stored on the lead). */
export function LeadInterestSelect({ lead, interests }: { lead: Lead; interests: Lookup[] }) {
  const { t } = useT();
  const { value, saving, change } = useInlineLeadUpdate(lead, 'propertyInterest', 'Update failed');
  // A value whose lookup was deleted still shows as stored.
  const unknown = value !== '' && !interests.some((i) => i.value === value);
  return (
    <Select
      className="lead-select lead-select--neutral"
      aria-label={t('leads.interestOf', { name: lead.name })}
      aria-busy={saving || undefined}
      value={value}
      emptyLabel="—"
      options={[...(unknown ? [value] : []), ...interests.map((i) => ({ value: i.value, label: i.label }))]}
      onValueChange={(next) => void change(next)}
    />
  );
}
