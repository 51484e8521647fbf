import { useRef, useState } from 'react';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@crm/contracts';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateLead } from '../api/update-lead';
import { STATUS_TONES } from '../model/lead-rules';

/** The row's status dropdown: saves on change; a refusal shows the reason and puts the old status back. */
export function LeadStatusSelect({ lead }: { lead: Lead }) {
  const updateLead = useUpdateLead();
  const toast = useToast();
  const [pending, setPending] = useState<LeadStatus | null>(null);
  const latest = useRef(0);
  const value = pending ?? lead.status;

  const handleChange = async (next: LeadStatus) => {
    if (next === value) return;
    // Only the latest choice settles the dropdown (a quick second change wins over the first).
    const ticket = ++latest.current;
    setPending(next);
    try {
      await updateLead.mutateAsync({ id: lead._id, body: { status: next } });
    } catch (err) {
      if (ticket === latest.current) toast.error(errorMessage(err, 'Not allowed to change status'));
    } finally {
      if (ticket === latest.current) setPending(null);
    }
  };

  return (
    <select
      className={`select lead-select lead-status lead-status--${STATUS_TONES[value]}`}
      aria-label={`Status of ${lead.name}`}
      aria-busy={pending ? true : undefined}
      value={value}
      onChange={(e) => void handleChange(e.target.value as LeadStatus)}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}
