import { ErrorState } from '../../../components/ui/error-state';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Message } from '@crm/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { CloseIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useChatThreads } from '../api/get-chat-threads';
import { useConversation } from '../api/get-conversation';
import { useLoadOlderMessages } from '../api/load-older-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useSendMessage } from '../api/send-message';
import { isCloseKey, pendingOf, type OutgoingMessage } from '../model/conversation';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

export const MESSAGES_ERROR = 'Failed to load messages';

const lastFrom = (items: Message[], senderId: string) => {
  for (let i = items.length - 1; i >= 0; i--) if (items[i]!.senderId === senderId) return items[i]!._id;
  return null;
};

let tempCounter = 0;
// Unique across tabs and reloads (the server keeps it), without crypto.randomUUID (https only).
const newTempId = () => `out-${Date.now().toString(36)}-${++tempCounter}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Sent messages show at once and stay until a poll brings them back; a failed one is marked with a
 * retry. Unread clears when the conversation opens, and again whenever a message arrives in it.
 */
function useOutbox(userId: string) {
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const send = useSendMessage();
  const patch = (tempId: string, change: Partial<OutgoingMessage>) =>
    setOutbox((all) => all.map((m) => (m.tempId === tempId ? { ...m, ...change } : m)));

  const deliver = (message: OutgoingMessage) => {
    patch(message.tempId, { status: 'sending' });
    send.mutate(
      { userId, body: message.body, clientId: message.tempId },
      {
        onSuccess: (sent) => patch(message.tempId, { status: 'sent', sentId: sent._id }),
        onError: () => patch(message.tempId, { status: 'failed' }),
      },
    );
  };
  return {
    outbox,
    sendNew: (body: string) => {
      const message: OutgoingMessage = { tempId: newTempId(), body, status: 'sending' };
      setOutbox((all) => [...all, message]);
      deliver(message);
    },
    retry: deliver,
    discard: (message: OutgoingMessage) => setOutbox((all) => all.filter((m) => m.tempId !== message.tempId)),
  };
}

function useMarkReadWhileOpen(userId: string, items: Message[] | undefined) {
  const threads = useChatThreads();
  const unread = threads.data?.items.find((thread) => thread.user._id === userId)?.unread ?? 0;
  const lastIncoming = items ? lastFrom(items, userId) : undefined;
  const markRead = useMarkChatRead();
  const seenIncoming = useRef<string | null | undefined>(undefined);
  const { mutate, isError } = markRead;

  useEffect(() => {
    if (lastIncoming === undefined || isError) return;
    const arrived = seenIncoming.current !== undefined && lastIncoming !== seenIncoming.current;
    seenIncoming.current = lastIncoming;
    if (unread > 0 || arrived) mutate(userId);
  }, [lastIncoming, unread, userId, mutate, isError]);
}

/** Esc or Ctrl/Cmd+W closes the conversation (not while a dialog is open above it). */
function useCloseKeys(onClose: () => void) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isCloseKey(event) || document.body.classList.contains('has-dialog')) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);
}

export function Conversation({ userId }: { userId: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const conversation = useConversation(userId);
  const older = useLoadOlderMessages(userId);
  const { outbox, sendNew, retry, discard } = useOutbox(userId);
  useMarkReadWhileOpen(userId, conversation.data?.items);
  useCloseKeys(() => void navigate(paths.chats.href()));

  const partner = conversation.data?.partner;
  const name = partner?.name ?? '';

  return (
    <section className="chat-pane" aria-labelledby="chat-pane-title">
      <header className="chat-pane__header">
        <ButtonLink to={paths.chats.href()} size="sm" variant="ghost" className="chat-pane__back">
          <span aria-hidden="true" className="chat-pane__back-arrow">
            ←
          </span>
          {t('chats.back')}
        </ButtonLink>
        <h2 id="chat-pane-title" className="chat-pane__title">
          {name}
        </h2>
        <ButtonLink
          to={paths.chats.href()}
          size="sm"
          variant="ghost"
          iconOnly
          icon={<CloseIcon size={18} />}
          className="chat-pane__close"
          title={t('chats.close')}
        >
          {t('chats.close')}
        </ButtonLink>
      </header>
      {conversation.isPending ? (
        <LoadingState label={t('chats.loadingMessages')} />
      ) : conversation.isError && !conversation.data ? (
        <ErrorState error={conversation.error} fallback={MESSAGES_ERROR} onRetry={() => void conversation.refetch()} />
      ) : (
        <>
          <MessageList
            partnerName={name}
            partnerId={userId}
            items={conversation.data.items}
            pending={pendingOf(outbox, conversation.data.items)}
            hasOlder={conversation.data.hasOlder}
            loadingOlder={older.isPending}
            onLoadOlder={() => older.mutate()}
            onRetry={retry}
            onDiscard={discard}
          />
          {older.isError && <ErrorText>{errorMessage(older.error, MESSAGES_ERROR)}</ErrorText>}
          {partner && !partner.active && <p className="muted chat-pane__note">{t('chats.inactive')}</p>}
          <MessageComposer disabled={partner ? !partner.active : false} onSend={sendNew} />
        </>
      )}
    </section>
  );
}
