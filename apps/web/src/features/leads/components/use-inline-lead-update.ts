import { useRef, useState } from 'react';
import type { Lead } from '@crm/contracts';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateLead } from '../api/update-lead';

type InlineField = 'status' | 'propertyInterest';

/**
 * A row dropdown that saves on change: it shows the choice at once, only the latest choice
 * settles it (a quick second change wins), and a refusal toasts the reason and puts the stored
 * value back.
 */
export function useInlineLeadUpdate<F extends InlineField>(lead: Lead, field: F, fallback: string) {
  const updateLead = useUpdateLead();
  const toast = useToast();
  const [pending, setPending] = useState<Lead[F] | null>(null);
  const latest = useRef(0);
  const value = pending ?? lead[field];

  const change = async (next: Lead[F]) => {
    if (next === value) return;
    const ticket = ++latest.current;
    setPending(next);
    try {
      await updateLead.mutateAsync({ id: lead._id, body: { [field]: next } });
    } catch (err) {
      if (ticket === latest.current) toast.error(errorMessage(err, fallback));
    } finally {
      if (ticket === latest.current) setPending(null);
    }
  };

  return { value, saving: pending !== null, change };
}
