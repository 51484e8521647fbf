import { useForm, type Control, type FieldPathByValue, type Path } from 'react-hook-form';
import { needsFollowUpDate, updateLeadBody, type Lead, type LeadStatus } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useDateTimeLocalField } from '../../../lib/use-agency-time-zone';
import { useUpdateLead } from '../api/update-lead';
import { followUpFieldError } from '../model/follow-up';

interface FollowUpPromptProps {
  lead: Lead;
  /** The follow-up status chosen in the row (FollowUp, Contacted or Qualified). */
  status: LeadStatus;
  onClose: () => void;
}

/**
 * Choosing a follow-up status in the row asks, right there, when to follow up and what about:
 * the status, reminder and notes are saved together; Cancel leaves the lead as it was. The
 * reminder is typed on the agency's clock.
 */
export function FollowUpPrompt({ lead, status, onClose }: FollowUpPromptProps) {
  const { t } = useT();
  const toast = useToast();
  const updateLead = useUpdateLead();
  const dateField = useDateTimeLocalField();
  const form = useForm({
    defaultValues: { followUpDate: dateField.toInput(lead.followUpDate), followUpNotes: lead.followUpNotes },
    resolver: bodyResolver(updateLeadBody, ({ followUpDate, followUpNotes }) => ({
      status,
      followUpDate: dateField.fromInput(followUpDate),
      followUpNotes,
    })),
  });

  const submit = form.handleSubmit(async (body) => {
    // A FollowUp without its date would show in no "Follow-ups today" and no 11:00 reminder.
    const problem = followUpFieldError({
      statusBefore: lead.status,
      statusAfter: status,
      followUpDateAfter: body.followUpDate,
      setsFollowUp: true,
    });
    if (problem) return form.setError('followUpDate', { type: 'required', message: problem }, { shouldFocus: true });
    try {
      const saved = await updateLead.mutateAsync({ id: lead._id, body });
      toast.success(saved ? t('leads.followUp.saved') : t('offline.keptOnDevice'));
      onClose();
    } catch (err) {
      setServerError(form, err, { fallback: 'Save failed' });
    }
  });

  return (
    <Dialog
      open
      size="sm"
      title={t('leads.followUp.promptTitle', { name: lead.name })}
      description={t('leads.followUp.promptHint', { status: t(`labels.status.${status}`) })}
      onClose={onClose}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={updateLead.isPending}>
            {t('leads.followUp.save')}
          </Button>
        </>
      }
    >
      <FollowUpFields control={form.control} dateRequired={needsFollowUpDate(status)} />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}

type FollowUpValues = { followUpDate: string; followUpNotes: string };

/**
 * The reminder and its notes, as a follow-up status asks for them (this prompt, the bulk status
 * dialog); `dateRequired` when the status needs a date (contracts' needsFollowUpDate).
 */
export function FollowUpFields<T extends FollowUpValues, Sent>({
  control,
  dateRequired,
}: {
  control: Control<T, unknown, Sent>;
  dateRequired: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <TextField
        control={control}
        name={'followUpDate' as FieldPathByValue<T, string | undefined> & Path<T>}
        label={t('leads.followUp.reminder')}
        type="datetime-local"
        {...(dateRequired && { 'aria-required': true, hint: t('leads.followUp.dateRequired') })}
      />
      <TextAreaField
        control={control}
        name={'followUpNotes' as FieldPathByValue<T, string | undefined> & Path<T>}
        label={t('leads.followUp.notes')}
        rows={3}
      />
    </>
  );
}
