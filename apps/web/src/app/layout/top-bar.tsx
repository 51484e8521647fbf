import { BRAND_NAME } from '../../config/paths';
import { DirectionIcon, GlobeIcon, MenuIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { usePreferences } from '../../lib/preferences';
import { setLanguage, useT } from '../../lib/i18n';

interface TopBarProps {
  isPhone: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

export function TopBar({ isPhone, drawerOpen, onOpenDrawer }: TopBarProps) {
  const { theme, dir, lang, digits, toggleTheme, toggleDir, toggleDigits } = usePreferences();
  const { t } = useT();
  return (
    <header className="top-bar">
      {isPhone && (
        <>
          <button
            type="button"
            className="icon-button"
            aria-label={t('shell.openMenu')}
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
          aria-label={t('shell.toggleTheme')}
          aria-pressed={theme === 'dark'}
          title={theme === 'dark' ? t('shell.toLight') : t('shell.toDark')}
          onClick={toggleTheme}
        >
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
        <button
          type="button"
          className="icon-button icon-button--text"
          aria-label={t('shell.toggleDirection')}
          aria-pressed={dir === 'rtl'}
          title={dir === 'rtl' ? t('shell.toLtr') : t('shell.toRtl')}
          onClick={toggleDir}
        >
          <DirectionIcon size={18} />
          <span aria-hidden="true">{dir.toUpperCase()}</span>
        </button>
        <button
          type="button"
          className="icon-button icon-button--text"
          aria-label={t('shell.switchLanguage')}
          title={t('shell.switchLanguage')}
          data-testid="language-switch"
          onClick={() => void setLanguage(lang === 'ar' ? 'en' : 'ar')}
        >
          <GlobeIcon size={18} />
          {/* The language it switches to, in that language. */}
          {lang === 'ar' ? <span lang="en">EN</span> : <span lang="ar">عربي</span>}
        </button>
        {lang === 'ar' && (
          <button
            type="button"
            className="icon-button icon-button--text"
            aria-label={t('shell.arabicDigits')}
            title={t('shell.arabicDigits')}
            aria-pressed={digits === 'arab'}
            onClick={toggleDigits}
          >
            <span aria-hidden="true">{digits === 'arab' ? '١٢٣' : '123'}</span>
          </button>
        )}
      </div>
    </header>
  );
}
