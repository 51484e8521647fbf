import { RolePill } from '../../components/ui/badge';
import { LogoutIcon } from '../../components/ui/icons';
import { initials } from '../../lib/initials';
import { logout, type SessionUser } from '../../lib/session';
import { useT } from '../../lib/i18n';
import { forgetThisDevice } from '../../lib/live/push-device';
import { PushSwitch } from './push-switch';

/** Signing out waits this long at most for the portal to forget this device's pushes. */
const FORGET_DEVICE_WAIT_MS = 3_000;

/** This device stops getting the person's pushes, then the session ends. */
const handleLogout = () =>
  void Promise.race([forgetThisDevice(), new Promise((resolve) => setTimeout(resolve, FORGET_DEVICE_WAIT_MS))]).finally(
    logout,
  );

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
      {!collapsed && <PushSwitch />}
      <button
        type="button"
        className="sidebar__logout"
        onClick={handleLogout}
        title={collapsed ? t('shell.logout') : undefined}
      >
        <LogoutIcon size={18} />
        <span className="nav-link__label">{t('shell.logout')}</span>
      </button>
    </div>
  );
}
