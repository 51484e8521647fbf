import { useLayoutEffect, useRef } from 'react';
import type { Message } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n';
import type { OutgoingMessage } from '../model/conversation';

interface MessageListProps {
  partnerName: string;
  partnerId: string;
  items: Message[];
  pending: OutgoingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (message: OutgoingMessage) => void;
}

/**
 * The conversation's log (max height 220 px, spec section 9): oldest at the top, "Load older" above
 * it when a full page came back. New messages scroll it to the bottom when the reader was there;
 * an older page keeps the reader where they were.
 */
export function MessageList({
  partnerName,
  partnerId,
  items,
  pending,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
}: MessageListProps) {
  const { t } = useT();
  const fmt = useFormat();
  const logRef = useRef<HTMLDivElement>(null);
  const firstId = items[0]?._id;
  const before = useRef({ firstId, height: 0, nearBottom: true });

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const was = before.current;
    if (was.firstId && firstId !== was.firstId && was.height) {
      // An older page came in above: keep the message the reader was looking at in place.
      log.scrollTop += log.scrollHeight - was.height;
    } else if (was.nearBottom) {
      log.scrollTop = log.scrollHeight;
    }
  }, [firstId, items.length, pending.length]);

  const remember = () => {
    const log = logRef.current;
    if (!log) return;
    before.current = {
      firstId,
      height: log.scrollHeight,
      nearBottom: log.scrollHeight - log.scrollTop - log.clientHeight < 40,
    };
  };
  // Measured on every render, before the next one changes the log.
  useLayoutEffect(remember);

  return (
    <div
      ref={logRef}
      className="chat-log"
      role="log"
      aria-label={t('chats.logLabel', { name: partnerName })}
      tabIndex={0}
      onScroll={remember}
    >
      {hasOlder && (
        <div className="chat-log__older">
          <Button size="sm" variant="ghost" loading={loadingOlder} onClick={onLoadOlder}>
            {t('chats.loadOlder')}
          </Button>
        </div>
      )}
      {items.length === 0 && pending.length === 0 && <p className="chat-log__empty muted">{t('chats.noMessages')}</p>}
      <ol className="plain-list">
        {items.map((message) => {
          const mine = message.senderId !== partnerId;
          return (
            <li key={message._id} className="chat-message" data-mine={mine || undefined}>
              <div className="chat-bubble">
                {message.subject && (
                  <p className="chat-bubble__subject">
                    <span className="chat-bubble__tag">{t('chats.teamMessage')}</span>
                    <bdi>{message.subject}</bdi>
                  </p>
                )}
                <p className="chat-bubble__body" dir="auto">
                  {message.body}
                </p>
              </div>
              <time className="chat-message__time muted" dateTime={message.createdAt}>
                {fmt.dateTime(message.createdAt)}
              </time>
            </li>
          );
        })}
        {pending.map((message) => (
          <li key={message.tempId} className="chat-message" data-mine data-status={message.status}>
            <div className="chat-bubble">
              <p className="chat-bubble__body" dir="auto">
                {message.body}
              </p>
            </div>
            {message.status === 'failed' ? (
              <div className="chat-message__failed" role="alert">
                <span>{t('messages.sendMessageFailed')}</span>
                <Button size="sm" variant="ghost" onClick={() => onRetry(message)}>
                  {t('chats.retrySend')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onDiscard(message)}>
                  {t('chats.discard')}
                </Button>
              </div>
            ) : (
              <span className="chat-message__time muted">{t('chats.sending')}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
