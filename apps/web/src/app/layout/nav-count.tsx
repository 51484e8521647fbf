import { useChatThreads } from '../../features/chats/api/get-chat-threads';
import { useTasksTodayCount } from '../../features/tasks/api/get-tasks-today-count';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/i18n/format';

/** A sidebar item's count pill (on the icon's corner when the sidebar is collapsed); nothing at 0. */
function NavCount({ count, label, testId }: { count: number; label: string; testId?: string }) {
  const fmt = useFormat();
  if (count <= 0) return null;
  return (
    <span className="nav-link__count" title={label}>
      <span aria-hidden="true" data-testid={testId}>
        {count > 99 ? `${fmt.number(99)}+` : fmt.number(count)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Tasks: the caller's own open tasks due today. */
export function TasksTodayCount() {
  const { t } = useT();
  const count = useTasksTodayCount().data?.count ?? 0;
  return <NavCount count={count} label={t('tasks.todayCount', { count })} />;
}

/** Chats: unread messages, polled every 12 s while the tab is shown. */
export function ChatsUnreadCount() {
  const { t } = useT();
  const unread = useChatThreads({ poll: true }).data?.unread ?? 0;
  return <NavCount count={unread} label={t('chats.unread', { count: unread })} testId="chats-badge" />;
}
