import { RolePill } from '../../components/ui/badge';
import { LogoutIcon } from '../../components/ui/icons';
import { initials } from '../../lib/initials';
import { logout, type SessionUser } from '../../lib/session';
import { useT } from '../../lib/i18n';

export function SidebarUser({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const { t } = useT();
  return (
    <div className="sidebar__user">
      <span className="avatar" aria-hidden="true" title={collapsed ? user.name : undefined}>
        {initials(user.name)}
      </span>
      <div className="sidebar__user-text">
        <span className="sidebar__user-name">{user.name}</span>
        <RolePill role={user.role} />
      </div>
      <button
        type="button"
        className="sidebar__logout"
        onClick={logout}
        title={collapsed ? t('shell.logout') : undefined}
      >
        <LogoutIcon size={18} />
        <span className="nav-link__label">{t('shell.logout')}</span>
      </button>
    </div>
  );
}
