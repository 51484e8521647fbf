import { useRef, useState } from 'react';
import type { Lead, Lookup } from '@crm/contracts';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateLead } from '../api/update-lead';
import { Select } from '../../../components/ui/select';

/** The row's interest dropdown (labels from the lookups, the value stored on the lead). */
export function LeadInterestSelect({ lead, interests }: { lead: Lead; interests: Lookup[] }) {
  const updateLead = useUpdateLead();
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef(0);
  const value = pending ?? lead.propertyInterest;
  // A value whose lookup was deleted still shows as stored.
  const unknown = value !== '' && !interests.some((i) => i.value === value);

  const handleChange = async (next: string) => {
    if (next === value) return;
    // Only the latest choice settles the dropdown (a quick second change wins over the first).
    const ticket = ++latest.current;
    setPending(next);
    try {
      await updateLead.mutateAsync({ id: lead._id, body: { propertyInterest: next } });
    } catch (err) {
      if (ticket === latest.current) toast.error(errorMessage(err, 'Update failed'));
    } finally {
      if (ticket === latest.current) setPending(null);
    }
  };

  return (
    <Select
      className="lead-select"
      aria-label={`Interest of ${lead.name}`}
      aria-busy={pending !== null ? true : undefined}
      value={value}
      emptyLabel="—"
      options={[...(unknown ? [value] : []), ...interests.map((i) => ({ value: i.value, label: i.label }))]}
      onValueChange={(next) => void handleChange(next)}
    />
  );
}
