import type { Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LeadFeedback } from './feedback-section';
import { FollowUpForm } from './follow-up-form';
import { LeadTasks } from './lead-tasks';
import { useT } from '../../../lib/i18n';

/** The lead's feedback log, the follow-up reminder and notes, and its linked tasks. */
export function FeedbackDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t } = useT();
  return (
    <Dialog
      size="lg"
      title={t('leads.feedback.title', { name: lead.name })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.done')}</Button>}
    >
      <LeadFeedback lead={lead} />
      <FollowUpForm lead={lead} />
      <LeadTasks leadId={lead._id} />
    </Dialog>
  );
}
