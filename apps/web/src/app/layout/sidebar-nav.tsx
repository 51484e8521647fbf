import { NavLink } from 'react-router-dom';
import type { Role } from '@crm/contracts';
import { NAV_ICONS } from './nav-icons';
import { navItemsFor } from './nav-items';
import { ChatsUnreadCount, TasksTodayCount } from './nav-count';
import { useT } from '../../lib/i18n';

export function SidebarNav({
  role,
  collapsed,
  onNavigate,
}: {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('shell.mainNav')} className="sidebar__nav">
      <ul>
        {navItemsFor(role).map((item) => {
          const Icon = NAV_ICONS[item.key];
          const label = t(`shell.nav.${item.key}`);
          return (
            <li key={item.key}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className="nav-link"
                title={collapsed ? label : undefined}
                onClick={onNavigate}
              >
                <Icon className="nav-link__icon" />
                <span className="nav-link__label">{label}</span>
                {item.key === 'chats' && <ChatsUnreadCount />}
                {item.key === 'tasks' && <TasksTodayCount />}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
