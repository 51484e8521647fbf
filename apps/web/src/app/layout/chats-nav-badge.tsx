import { useChatThreads } from '../../reads/chats';
import { useFormat } from '../../lib/i18n/format';
import { useT } from '../../lib/i18n';

/** The sidebar's Chats unread count, polled every 12 s while the tab is shown; nothing at 0. */
export function ChatsNavBadge() {
  const { t } = useT();
  const fmt = useFormat();
  const unread = useChatThreads({ poll: true }).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <>
      <span className="nav-link__badge" aria-hidden="true" data-testid="chats-badge">
        {unread > 99 ? `${fmt.number(99)}+` : fmt.number(unread)}
      </span>
      <span className="sr-only">{t('chats.unread', { count: unread })}</span>
    </>
  );
}
