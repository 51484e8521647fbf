import { ErrorState } from '../../../components/ui/error-state';
import { NavLink } from 'react-router-dom';
import { isSameDayIn, type ChatThread } from '@crm/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonItems } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/i18n/format';
import { useAgencyTimeZone } from '../../../lib/use-agency-time-zone';
import { initials } from '../../../lib/initials';
import { useT } from '../../../lib/i18n';
import { useChatThreads } from '../api/get-chat-threads';

export const CHATS_ERROR = 'Failed to load chats';

/** Today (the agency's): the time; before: the date. */
function useWhen() {
  const fmt = useFormat();
  const timeZone = useAgencyTimeZone();
  const now = new Date();
  return (iso: string) => (isSameDayIn(new Date(iso), now, timeZone) ? fmt.time(iso) : fmt.date(iso));
}

function ThreadItem({ thread, active }: { thread: ChatThread; active: boolean }) {
  const { t } = useT();
  const when = useWhen();
  const fmt = useFormat();
  return (
    <li>
      <NavLink
        to={paths.chat.href(thread.user._id)}
        className="chat-thread"
        aria-current={active ? 'page' : undefined}
        data-unread={thread.unread > 0 || undefined}
      >
        <span className="chat-avatar" aria-hidden="true">
          {initials(thread.user.name)}
        </span>
        <span className="chat-thread__text">
          <span className="row-ends row-ends--tight">
            <bdi className="chat-thread__name">{thread.user.name}</bdi>
            {thread.lastMessage && (
              <time className="chat-thread__time muted" dateTime={thread.lastMessage.createdAt}>
                {when(thread.lastMessage.createdAt)}
              </time>
            )}
          </span>
          <span className="row-ends row-ends--tight">
            <span className="chat-thread__preview muted" dir="auto">
              {thread.lastMessage?.body}
            </span>
            {thread.unread > 0 && (
              <span className="count-pill chat-unread" aria-label={t('chats.unread', { count: thread.unread })}>
                {fmt.number(thread.unread)}
              </span>
            )}
          </span>
        </span>
      </NavLink>
    </li>
  );
}

/** The caller's conversations, newest first, each with its unread count and last message. */
export function ThreadList({ activeId }: { activeId?: string }) {
  const { t } = useT();
  const threads = useChatThreads({ poll: true });
  if (threads.isPending)
    return (
      <div className="plain-list plain-list--tight chat-threads">
        <SkeletonItems
          count={4}
          className="chat-thread chat-thread--skeleton"
          lines={['chat-skeleton__avatar', 'chat-skeleton__line']}
          label={t('common.loading')}
        />
      </div>
    );
  if (threads.isError)
    return <ErrorState error={threads.error} fallback={CHATS_ERROR} onRetry={() => void threads.refetch()} />;
  if (threads.data.items.length === 0) return <EmptyState>{t('chats.noThreads')}</EmptyState>;
  return (
    <ul className="plain-list plain-list--tight chat-threads">
      {threads.data.items.map((thread) => (
        <ThreadItem key={thread.user._id} thread={thread} active={thread.user._id === activeId} />
      ))}
    </ul>
  );
}
