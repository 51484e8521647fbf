import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { needsFollowUpDate, updateLeadBody, type Lead } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useUpdateLead } from '../api/update-lead';
import { useDateTimeLocalField } from '../../../lib/use-agency-time-zone';
import { canEditFollowUp, FOLLOW_UP_LOCKED_HINT, followUpFieldError } from '../model/follow-up';
import { STATUS_TONES } from '../model/lead-rules';
import { translateText, useT } from '../../../lib/i18n';

/**
 * The reminder (follow-up date) and follow-up notes; editable only in FollowUp, Contacted or
 * Qualified, and a FollowUp keeps its date (the contract's followUpProblem).
 */
export function FollowUpForm({ lead }: { lead: Lead }) {
  const { t } = useT();
  const dateField = useDateTimeLocalField();
  const form = useForm({
    defaultValues: { followUpDate: dateField.toInput(lead.followUpDate), followUpNotes: lead.followUpNotes },
    // The reminder is typed on the agency's clock and travels as an ISO instant.
    resolver: bodyResolver(updateLeadBody, ({ followUpDate, followUpNotes }) => ({
      followUpDate: dateField.fromInput(followUpDate),
      followUpNotes,
    })),
  });
  const updateLead = useUpdateLead();
  const toast = useToast();
  const headingId = useId();
  const hintId = useId();
  const editable = canEditFollowUp(lead.status);
  // While locked, both fields are described by the one note saying why.
  const locked = editable ? {} : { disabled: true, 'aria-describedby': hintId };

  const handleSubmit = form.handleSubmit(async (body) => {
    if (!editable || updateLead.isPending) return;
    const problem = followUpFieldError({
      statusBefore: lead.status,
      statusAfter: lead.status,
      followUpDateAfter: body.followUpDate,
      setsFollowUp: true,
    });
    if (problem) return form.setError('followUpDate', { type: 'required', message: problem }, { shouldFocus: true });
    try {
      const saved = await updateLead.mutateAsync({ id: lead._id, body });
      form.reset(form.getValues());
      toast.success(saved ? t('leads.followUp.saved') : t('offline.keptOnDevice'));
    } catch (err) {
      setServerError(form, err, { fallback: 'Save failed' });
    }
  });

  return (
    <form className="follow-up" aria-labelledby={headingId} onSubmit={(e) => void handleSubmit(e)} noValidate>
      <div className="follow-up__head">
        <h3 id={headingId}>{t('leads.followUp.title')}</h3>
        <Badge tone={STATUS_TONES[lead.status]}>{t(`labels.status.${lead.status}`)}</Badge>
      </div>
      {!editable && (
        <p className="field__hint" id={hintId}>
          {translateText(FOLLOW_UP_LOCKED_HINT)}
        </p>
      )}
      <div className="follow-up__fields">
        <TextField
          control={form.control}
          name="followUpDate"
          label={t('leads.followUp.reminder')}
          type="datetime-local"
          {...(editable &&
            needsFollowUpDate(lead.status) && { 'aria-required': true, hint: t('leads.followUp.dateRequired') })}
          {...locked}
        />
        <TextAreaField
          control={form.control}
          name="followUpNotes"
          label={t('leads.followUp.notes')}
          className="follow-up__notes"
          rows={2}
          {...locked}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter saves; Enter alone starts a new line of notes.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </div>
      <div className="follow-up__actions">
        <Button
          type="submit"
          size="sm"
          variant="primary"
          disabled={!editable || !form.formState.isDirty}
          loading={updateLead.isPending}
        >
          {t('leads.followUp.save')}
        </Button>
      </div>
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
    </form>
  );
}
