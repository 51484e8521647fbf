import { useForm, type Control, type FieldPathByValue, type Path } from 'react-hook-form';
import { updateLeadBody, type Lead, type LeadStatus } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useUpdateLead } from '../api/update-lead';
import { fromDateTimeLocal, toDateTimeLocal } from '../model/follow-up';

export const FOLLOW_UP_DATE_REQUIRED = 'Please choose when to follow up';

interface FollowUpPromptProps {
  lead: Lead;
  /** The follow-up status chosen in the row (FollowUp, Contacted or Qualified). */
  status: LeadStatus;
  onClose: () => void;
}

/**
 * Choosing a follow-up status in the row asks, right there, when to follow up and what about:
 * the status, reminder and notes are saved together; Cancel leaves the lead as it was.
 */
export function FollowUpPrompt({ lead, status, onClose }: FollowUpPromptProps) {
  const { t } = useT();
  const toast = useToast();
  const updateLead = useUpdateLead();
  const form = useForm({
    defaultValues: { followUpDate: toDateTimeLocal(lead.followUpDate), followUpNotes: lead.followUpNotes },
    resolver: bodyResolver(updateLeadBody, ({ followUpDate, followUpNotes }) => ({
      status,
      followUpDate: fromDateTimeLocal(followUpDate),
      followUpNotes,
    })),
  });

  const submit = form.handleSubmit(async (body) => {
    // A FollowUp without its date would show in no "Follow-ups today" and no 11:00 reminder.
    if (status === 'FollowUp' && !body.followUpDate) {
      form.setError('followUpDate', { type: 'required', message: FOLLOW_UP_DATE_REQUIRED }, { shouldFocus: true });
      return;
    }
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
      <FollowUpFields control={form.control} />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}

type FollowUpValues = { followUpDate: string; followUpNotes: string };

/** The reminder and its notes, as a follow-up status asks for them (this prompt, the bulk status dialog). */
export function FollowUpFields<T extends FollowUpValues, Sent>({ control }: { control: Control<T, unknown, Sent> }) {
  const { t } = useT();
  return (
    <>
      <TextField
        control={control}
        name={'followUpDate' as FieldPathByValue<T, string | undefined> & Path<T>}
        label={t('leads.followUp.reminder')}
        type="datetime-local"
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
