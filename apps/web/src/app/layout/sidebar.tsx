import { Brand } from '../../components/ui/brand';
import { CloseIcon, CollapseIcon } from '../../components/ui/icons';
import { usePreferences } from '../../lib/preferences';
import { useCurrentUser } from '../../lib/use-session';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';
import { useT } from '../../lib/i18n';

interface SidebarProps {
  /** The phone drawer, always full width: the collapsed preference is the desktop's. */
  isDrawer: boolean;
  onCloseDrawer: () => void;
}

/** The signed-in user's navigation; on desktop it collapses to icons (a stored preference). */
export function Sidebar({ isDrawer, onCloseDrawer }: SidebarProps) {
  const { t } = useT();
  const user = useCurrentUser();
  const { sidebarCollapsed: collapsed, toggleSidebar } = usePreferences();
  const showCollapsed = collapsed && !isDrawer;
  return (
    <>
      <div className="row-ends row-ends--tight sidebar__head">
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
            onClick={toggleSidebar}
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
