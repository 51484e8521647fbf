import { Suspense, useState } from 'react';
import { isFollowUpStatus, LEAD_STATUSES, type Lead, type LeadStatus } from '@crm/contracts';
import { Select } from '../../../components/ui/select';
import { LEAD_STATUS_TONES, toneClass } from '../../../components/ui/tone';
import { FollowUpPrompt } from './lazy-lead-dialogs';
import { useInlineLeadUpdate } from './use-inline-lead-update';
import { useT } from '../../../lib/i18n';
import './lead-select.css';

/**
 * The row's status dropdown: saves on change; a refusal shows the reason and puts the old status
 * back. A follow-up status (FollowUp, Contacted, Qualified) first asks for the reminder and notes.
 */
export function LeadStatusSelect({ lead }: { lead: Lead }) {
  const { t } = useT();
  const { value, saving, change } = useInlineLeadUpdate(lead, 'status', 'Not allowed to change status');
  const [asking, setAsking] = useState<LeadStatus | null>(null);
  return (
    <>
      <Select
        className={`lead-select ${toneClass(LEAD_STATUS_TONES[value])}`}
        aria-label={t('leads.statusOf', { name: lead.name })}
        aria-busy={saving || undefined}
        value={value}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`labels.status.${s}`) }))}
        onValueChange={(next) => {
          if (!next || next === value) return;
          if (isFollowUpStatus(next)) setAsking(next);
          else void change(next);
        }}
      />
      {asking && (
        <Suspense fallback={null}>
          <FollowUpPrompt lead={lead} status={asking} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </>
  );
}
