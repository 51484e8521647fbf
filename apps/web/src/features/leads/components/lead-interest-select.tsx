import type { Lead, Lookup } from '@crm/contracts';
import { Select } from '../../../components/ui/select';
import { useInlineLeadUpdate } from './use-inline-lead-update';

/** The row's interest dropdown (labels from the lookups, the value stored on the lead). */
export function LeadInterestSelect({ lead, interests }: { lead: Lead; interests: Lookup[] }) {
  const { value, saving, change } = useInlineLeadUpdate(lead, 'propertyInterest', 'Update failed');
  // A value whose lookup was deleted still shows as stored.
  const unknown = value !== '' && !interests.some((i) => i.value === value);
  return (
    <Select
      className="lead-select"
      aria-label={`Interest of ${lead.name}`}
      aria-busy={saving || undefined}
      value={value}
      emptyLabel="—"
      options={[...(unknown ? [value] : []), ...interests.map((i) => ({ value: i.value, label: i.label }))]}
      onValueChange={(next) => void change(next)}
    />
  );
}
