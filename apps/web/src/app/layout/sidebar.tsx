import { Brand } from '../../components/ui/brand';
import { CloseIcon, CollapseIcon } from '../../components/ui/icons';
import type { SessionUser } from '../../lib/session';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';
import { useT } from '../../lib/i18n';

interface SidebarProps {
  user: SessionUser;
  /** Desktop: icons only. Ignored in the phone drawer, which is always full width. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  isDrawer: boolean;
  onCloseDrawer: () => void;
}

export function Sidebar({ user, collapsed, onToggleCollapsed, isDrawer, onCloseDrawer }: SidebarProps) {
  const { t } = useT();
  const showCollapsed = collapsed && !isDrawer;
  return (
    <>
      <div className="sidebar__head">
        <Brand className="brand" logoClassName="brand__logo" nameClassName="brand__name" />
        {isDrawer ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('shell.closeMenu')}
            onClick={onCloseDrawer}
            data-autofocus
          >
            <CloseIcon />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button sidebar__collapse"
            aria-label={t('shell.collapseSidebar')}
            aria-pressed={collapsed}
            title={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
            onClick={onToggleCollapsed}
          >
            <CollapseIcon />
          </button>
        )}
      </div>
      <SidebarNav role={user.role} collapsed={showCollapsed} onNavigate={isDrawer ? onCloseDrawer : undefined} />
      <SidebarUser user={user} collapsed={showCollapsed} />
    </>
  );
}
