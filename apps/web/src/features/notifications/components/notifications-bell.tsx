import { NavLink } from 'react-router-dom';
import { BellIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useNotifications } from '../api/get-notifications';
import { badgeText } from '../model/badge';
import './notifications-bell.css';
import { useT } from '../../../lib/i18n';

/** The top bar's Notifications link with the unread count (polled every 60 s); no badge at 0. */
export function NotificationsBell() {
  const { data } = useNotifications({ poll: true });
  const unread = data?.unread ?? 0;
  const { t } = useT();
  const label = t('notifications.bell', { count: unread });
  return (
    <NavLink to={paths.notifications.href()} className="icon-button" aria-label={label} title={label}>
      <BellIcon />
      {unread > 0 && (
        <span className="count-pill count-badge" aria-hidden="true" data-testid="notifications-badge">
          {badgeText(unread)}
        </span>
      )}
    </NavLink>
  );
}
