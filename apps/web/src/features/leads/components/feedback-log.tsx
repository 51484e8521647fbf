import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Comment } from '@crm/contracts';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import type { FeedbackNode } from '../model/feedback-thread';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { isSendKey } from '../../../lib/send-key';

/** Enter sends, Shift+Enter starts a new line, as in chats (on a phone Enter starts a new line). */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (!isSendKey(event.nativeEvent)) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

interface FeedbackLogProps {
  canReply: boolean;
  replyingTo: string | null;
  onReplyStart: (commentId: string | null) => void;
  onReply: (parent: Comment, content: string) => Promise<boolean>;
  replyError: string | null;
  replying: boolean;
}

export function FeedbackList({
  nodes,
  nested = false,
  ...props
}: FeedbackLogProps & { nodes: FeedbackNode[]; nested?: boolean }) {
  return (
    <ol className={nested ? 'plain-list feedback-replies' : 'plain-list'}>
      {nodes.map((node) => (
        <FeedbackEntry key={node.comment._id} node={node} {...props} />
      ))}
    </ol>
  );
}

function FeedbackEntry({ node, ...props }: FeedbackLogProps & { node: FeedbackNode }) {
  const { comment, replies } = node;
  const { canReply, replyingTo, onReplyStart } = props;
  const { t } = useT();
  const fmt = useFormat();
  const formatDate = fmt.dateTime;
  const author = comment.agentId?.name ?? t('leads.feedback.formerUser');
  return (
    <li className="feedback-entry">
      <article aria-label={`${author}, ${formatDate(comment.createdAt)}`}>
        <header className="feedback-entry__head">
          <strong>{author}</strong>
          {comment.agentId?.role && <span className="muted">{t(`labels.role.${comment.agentId.role}`)}</span>}
          <time className="muted" dateTime={comment.createdAt}>
            {formatDate(comment.createdAt)}
          </time>
        </header>
        {comment.unitId ? (
          <p className="feedback-entry__content">
            {t('leads.feedback.unitInquiry')}{' '}
            <Link to={paths.resaleUnit.href(comment.unitId)}>
              <bdi>{comment.content}</bdi>
            </Link>
          </p>
        ) : (
          <p className="feedback-entry__content" dir="auto">
            {comment.content}
          </p>
        )}
        {canReply && replyingTo !== comment._id && (
          <Button size="sm" variant="ghost" className="feedback-entry__reply" onClick={() => onReplyStart(comment._id)}>
            {t('leads.feedback.reply')}
          </Button>
        )}
        {canReply && replyingTo === comment._id && <ReplyForm parent={comment} author={author} {...props} />}
      </article>
      {replies.length > 0 && <FeedbackList nodes={replies} nested {...props} />}
    </li>
  );
}

function ReplyForm({
  parent,
  author,
  onReply,
  onReplyStart,
  replyError,
  replying,
}: FeedbackLogProps & { parent: Comment; author: string }) {
  const { t } = useT();
  const [text, setText] = useState('');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || replying) return;
    if (await onReply(parent, text.trim())) setText('');
  };

  return (
    <form className="reply-form" onSubmit={handleSubmit} noValidate>
      <label className="sr-only" htmlFor={`reply-${parent._id}`}>
        {t('leads.feedback.replyTo', { name: author })}
      </label>
      <textarea
        id={`reply-${parent._id}`}
        className="input textarea"
        rows={2}
        placeholder={t('leads.feedback.replyTo', { name: author })}
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onReplyStart(null);
            return;
          }
          submitOnEnter(e);
        }}
      />
      <div className="reply-form__actions">
        <Button size="sm" onClick={() => onReplyStart(null)}>
          {t('common.cancel')}
        </Button>
        <Button size="sm" type="submit" variant="primary" loading={replying} disabled={!text.trim()}>
          {t('leads.feedback.sendReply')}
        </Button>
      </div>
      <ErrorText>{replyError}</ErrorText>
    </form>
  );
}
