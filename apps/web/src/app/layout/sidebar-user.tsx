import { RolePill } from '../../components/ui/badge';
import { LogoutIcon } from '../../components/ui/icons';
import { initials } from '../../lib/initials';
import { logout, type SessionUser } from '../../lib/session';

export function SidebarUser({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  return (
    <div className="sidebar__user">
      <span className="avatar" aria-hidden="true" title={collapsed ? user.name : undefined}>
        {initials(user.name)}
      </span>
      <div className="sidebar__user-text">
        <span className="sidebar__user-name">{user.name}</span>
        <RolePill role={user.role} />
      </div>
      <button type="button" className="sidebar__logout" onClick={logout} title={collapsed ? 'Logout' : undefined}>
        <LogoutIcon size={18} />
        <span className="nav-link__label">Logout</span>
      </button>
    </div>
  );
}
