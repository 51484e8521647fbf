import { BRAND_NAME } from '../../config/paths';
import { DirectionIcon, MenuIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { usePreferences } from '../../lib/preferences';

interface TopBarProps {
  isPhone: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

export function TopBar({ isPhone, drawerOpen, onOpenDrawer }: TopBarProps) {
  const { theme, dir, toggleTheme, toggleDir } = usePreferences();
  return (
    <header className="top-bar">
      {isPhone && (
        <>
          <button
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="app-sidebar"
            onClick={onOpenDrawer}
          >
            <MenuIcon />
          </button>
          <span className="top-bar__brand">{BRAND_NAME}</span>
        </>
      )}
      <div className="top-bar__actions">
        <NotificationsBell />
        <button
          type="button"
          className="icon-button"
          aria-label="Toggle theme"
          aria-pressed={theme === 'dark'}
          title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          onClick={toggleTheme}
        >
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
        <button
          type="button"
          className="icon-button icon-button--text"
          aria-label="Toggle direction"
          aria-pressed={dir === 'rtl'}
          title={dir === 'rtl' ? 'Switch to left-to-right' : 'Switch to right-to-left'}
          onClick={toggleDir}
        >
          <DirectionIcon size={18} />
          <span aria-hidden="true">{dir.toUpperCase()}</span>
        </button>
      </div>
    </header>
  );
}
