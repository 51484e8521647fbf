import { NavLink } from 'react-router-dom';
import type { Role } from '@crm/contracts';
import { NAV_ICONS } from './nav-icons';
import { navItemsFor } from './nav-items';

export function SidebarNav({
  role,
  collapsed,
  onNavigate,
}: {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main" className="sidebar__nav">
      <ul>
        {navItemsFor(role).map((item) => {
          const Icon = NAV_ICONS[item.key];
          return (
            <li key={item.key}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className="nav-link"
                title={collapsed ? item.label : undefined}
                onClick={onNavigate}
              >
                <Icon className="nav-link__icon" />
                <span className="nav-link__label">{item.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
