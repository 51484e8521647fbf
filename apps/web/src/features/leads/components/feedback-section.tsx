import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { can, FEEDBACK_LOG_LIMIT, type Comment, type Lead } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCurrentUser } from '../../../lib/use-session';
import { useAddLeadFeedback, useWaitingFeedback } from '../api/add-lead-feedback';
import { Badge } from '../../../components/ui/badge';
import { useLeadFeedback } from '../api/get-lead-feedback';
import { buildFeedbackThread } from '../model/feedback-thread';
import { FeedbackList, submitOnEnter } from './feedback-log';
import './lead-dialogs.css';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../lib/i18n';

/** Spec section 9: the feedback search waits 250 ms after the last key. */
export const FEEDBACK_SEARCH_DEBOUNCE_MS = 250;

/**
 * A lead's threaded feedback log (searchable, at most 200 entries), a box to add feedback and
 * replies for Supervisor and above: in the Feedback dialog and on the lead's page.
 */
export function LeadFeedback({ lead, headingLevel = 3 }: { lead: Lead; headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const caller = useCurrentUser();
  const canReply = can(caller, 'comments:reply');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), FEEDBACK_SEARCH_DEBOUNCE_MS);
  const feedback = useLeadFeedback(lead._id, q);
  const thread = useMemo(() => buildFeedbackThread(feedback.data ?? []), [feedback.data]);
  const addFeedback = useAddLeadFeedback();
  const waiting = useWaitingFeedback(lead._id);
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const logHeadingId = useId();
  const newId = useId();
  const count = feedback.data?.length ?? 0;

  // The log is oldest first: show the latest entries (bottom) when it loads or grows.
  useEffect(() => {
    const log = logRef.current;
    if (log && !q) log.scrollTop = log.scrollHeight;
  }, [count, q]);

  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || addFeedback.isPending) return;
    setAddError(null);
    try {
      await addFeedback.mutateAsync({ leadId: lead._id, content });
      setDraft('');
      setSearch('');
    } catch (err) {
      setAddError(errorMessage(err, 'Failed to add feedback'));
    }
  };

  const handleReply = async (parent: Comment, content: string) => {
    setReplyError(null);
    try {
      await addFeedback.mutateAsync({ leadId: lead._id, content, parentId: parent._id });
      setReplyingTo(null);
      return true;
    } catch (err) {
      setReplyError(errorMessage(err, 'Failed to add reply'));
      return false;
    }
  };

  const startReply = (id: string | null) => {
    setReplyError(null);
    setReplyingTo(id);
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="feedback" aria-labelledby={logHeadingId}>
      <div className="feedback__head">
        <Heading id={logHeadingId}>{t('leads.feedback.log')}</Heading>
        <Field label={t('leads.feedback.search')} hideLabel className="feedback__search">
          {(c) => (
            <SearchInput
              {...c}
              placeholder={t('leads.feedback.search')}
              value={search}
              onValueChange={setSearch}
              keepEnter
            />
          )}
        </Field>
      </div>
      <div
        ref={logRef}
        className="feedback-log"
        role="region"
        aria-label={t('leads.feedback.entries')}
        aria-busy={feedback.isFetching || undefined}
        tabIndex={0}
      >
        {feedback.isLoading ? (
          <LoadingState />
        ) : feedback.isError ? (
          <ErrorText>{errorMessage(feedback.error, 'Failed to load feedback')}</ErrorText>
        ) : thread.length === 0 ? (
          <p className="feedback-log__empty muted">{q ? t('leads.feedback.noMatch') : t('leads.feedback.none')}</p>
        ) : (
          <FeedbackList
            nodes={thread}
            canReply={canReply}
            replyingTo={replyingTo}
            onReplyStart={startReply}
            onReply={handleReply}
            replyError={replyError}
            replying={addFeedback.isPending && replyingTo !== null}
          />
        )}
        {waiting.length > 0 && (
          <ul className="feedback-waiting">
            {waiting.map((entry, index) => (
              <li key={index} className="feedback-waiting__entry">
                <Badge tone="neutral">{t('offline.waitingToSend')}</Badge> <bdi>{entry.content}</bdi>
              </li>
            ))}
          </ul>
        )}
      </div>
      {count >= FEEDBACK_LOG_LIMIT && (
        <p className="field__hint">{t('leads.feedback.limit', { count: FEEDBACK_LOG_LIMIT })}</p>
      )}
      <form className="feedback__add" onSubmit={handleAdd} noValidate>
        <label className="field__label" htmlFor={newId}>
          {t('leads.feedback.newFeedback')}
        </label>
        <div className="feedback__add-row">
          <textarea
            id={newId}
            className="input textarea"
            rows={2}
            placeholder={t('leads.feedback.placeholder')}
            data-autofocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={submitOnEnter}
          />
          <Button
            type="submit"
            variant="primary"
            loading={addFeedback.isPending && replyingTo === null}
            disabled={!draft.trim()}
          >
            {t('leads.feedback.add')}
          </Button>
        </div>
        <ErrorText>{addError}</ErrorText>
      </form>
    </section>
  );
}
