import { useForm, useWatch } from 'react-hook-form';
import {
  isFollowUpStatus,
  LEAD_STATUSES,
  needsFollowUpDate,
  updateLeadBody,
  type BulkStatusChange,
  type LeadStatus,
} from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-field';
import { bodyResolver } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useDateTimeLocalField } from '../../../lib/use-agency-time-zone';
import { followUpFieldError } from '../model/follow-up';
import { FollowUpFields } from './follow-up-prompt';

interface BulkStatusDialogProps {
  count: number;
  busy: boolean;
  onApply: (change: BulkStatusChange) => void;
  onClose: () => void;
}

/**
 * One status for every chosen lead. A follow-up status asks for the reminder (typed on the agency's
 * clock) and its notes, as the row's dropdown does; FollowUp needs the reminder. The server applies
 * each lead's own rules (who may change it, reopening).
 */
export function BulkStatusDialog({ count, busy, onApply, onClose }: BulkStatusDialogProps) {
  const { t } = useT();
  const dateField = useDateTimeLocalField();
  const form = useForm({
    defaultValues: { status: 'Contacted', followUpDate: '', followUpNotes: '' },
    // A reminder or notes left blank are not sent: each lead keeps its own (a blank must not wipe them all).
    resolver: bodyResolver(updateLeadBody, ({ status, followUpDate, followUpNotes }) => ({
      status: status as LeadStatus,
      ...(isFollowUpStatus(status as LeadStatus) &&
        followUpDate && { followUpDate: dateField.fromInput(followUpDate) }),
      ...(isFollowUpStatus(status as LeadStatus) && followUpNotes.trim() && { followUpNotes }),
    })),
  });
  const status = useWatch({ control: form.control, name: 'status' }) as LeadStatus;
  const submit = form.handleSubmit((body) => {
    // The leads' own statuses differ: the change is checked as one that sets the status on each.
    const problem = followUpFieldError({
      statusBefore: null,
      statusAfter: body.status ?? (status as LeadStatus),
      followUpDateAfter: body.followUpDate,
      setsFollowUp: 'followUpDate' in body || 'followUpNotes' in body,
    });
    if (problem) return form.setError('followUpDate', { type: 'required', message: problem }, { shouldFocus: true });
    onApply(body as BulkStatusChange);
  });

  return (
    <Dialog
      open
      size="sm"
      title={t('leadsBulk.statusTitle', { count })}
      onClose={onClose}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={busy}>
            {t('leadsBulk.apply')}
          </Button>
        </>
      }
    >
      <SelectField
        control={form.control}
        name="status"
        label={t('leadsBulk.newStatus')}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`labels.status.${s}`) }))}
      />
      {isFollowUpStatus(status) && <FollowUpFields control={form.control} dateRequired={needsFollowUpDate(status)} />}
    </Dialog>
  );
}
