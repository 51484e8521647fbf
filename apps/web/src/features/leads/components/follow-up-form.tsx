import { useId, useState, type FormEvent } from 'react';
import type { Lead } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateLead } from '../api/update-lead';
import { canEditFollowUp, FOLLOW_UP_LOCKED_HINT, fromDateTimeLocal, toDateTimeLocal } from '../model/follow-up';
import { STATUS_TONES } from '../model/lead-rules';

/** The reminder (follow-up date) and follow-up notes; editable only in FollowUp, Contacted or Qualified. */
export function FollowUpForm({ lead }: { lead: Lead }) {
  const [date, setDate] = useState(() => toDateTimeLocal(lead.followUpDate));
  const [notes, setNotes] = useState(lead.followUpNotes);
  const [error, setError] = useState<string | null>(null);
  const updateLead = useUpdateLead();
  const toast = useToast();
  const headingId = useId();
  const hintId = useId();
  const editable = canEditFollowUp(lead.status);
  const changed = date !== toDateTimeLocal(lead.followUpDate) || notes !== lead.followUpNotes;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editable || updateLead.isPending) return;
    setError(null);
    try {
      await updateLead.mutateAsync({
        id: lead._id,
        body: { followUpDate: fromDateTimeLocal(date), followUpNotes: notes },
      });
      toast.success('Follow-up saved');
    } catch (err) {
      setError(errorMessage(err, 'Save failed'));
    }
  };

  return (
    <form className="follow-up" aria-labelledby={headingId} onSubmit={(e) => void handleSubmit(e)} noValidate>
      <div className="follow-up__head">
        <h3 id={headingId}>Follow-up</h3>
        <Badge tone={STATUS_TONES[lead.status]}>{lead.status}</Badge>
      </div>
      {!editable && (
        <p className="field__hint" id={hintId}>
          {FOLLOW_UP_LOCKED_HINT}
        </p>
      )}
      <div className="follow-up__fields">
        <Field label="Reminder">
          {(c) => (
            <input
              {...c}
              aria-describedby={editable ? c['aria-describedby'] : hintId}
              className="input"
              type="datetime-local"
              value={date}
              disabled={!editable}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
        <Field label="Follow-up notes" className="follow-up__notes">
          {(c) => (
            <textarea
              {...c}
              aria-describedby={editable ? c['aria-describedby'] : hintId}
              className="input textarea"
              rows={2}
              value={notes}
              disabled={!editable}
              onChange={(e) => setNotes(e.target.value)}
              onKeyDown={(e) => {
                // Ctrl/Cmd+Enter saves; Enter alone starts a new line of notes.
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
          )}
        </Field>
      </div>
      <div className="follow-up__actions">
        <Button
          type="submit"
          size="sm"
          variant="primary"
          disabled={!editable || !changed}
          loading={updateLead.isPending}
        >
          Save follow-up
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
