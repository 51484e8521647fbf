import type { ButtonHTMLAttributes } from 'react';
import { BRAND_NAME } from '../../config/paths';
import { Brand } from '../../components/ui/brand';
import { DirectionIcon, GlobeIcon, MenuIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { usePreferences } from '../../lib/preferences';
import { setLanguage, useT } from '../../lib/i18n';

type ShellButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className' | 'aria-label' | 'aria-pressed'
> & {
  /** An icon with a short text beside it. */
  text?: boolean;
  label: string;
  /** For the buttons that switch a preference on and off. */
  pressed?: boolean;
};

/** One of the top bar's icon buttons. */
function ShellButton({ text, label, pressed, ...button }: ShellButtonProps) {
  return (
    <button
      type="button"
      className={text ? 'icon-button icon-button--text' : 'icon-button'}
      aria-label={label}
      aria-pressed={pressed}
      {...button}
    />
  );
}

/**
 * A button's name that starts with the text it shows ("LTR · Toggle direction"): a voice-control
 * user says what they see (WCAG 2.5.3, label in name), a screen reader still hears what it does.
 */
const withVisibleText = (visible: string, purpose: string) => `${visible} · ${purpose}`;

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
          {/* The logo always; the name only where it fits whole (Arabic adds a switch): never "Agency …". */}
          <div className="top-bar__brand" dir="ltr" title={BRAND_NAME}>
            <Brand className="brand" logoClassName="brand__logo top-bar__logo" nameClassName="top-bar__brand-name" />
          </div>
        </>
      )}
      <div className="top-bar__actions">
        <NotificationsBell />
        <ShellButton
          label={t('shell.toggleTheme')}
          pressed={theme === 'dark'}
          title={theme === 'dark' ? t('shell.toLight') : t('shell.toDark')}
          onClick={toggleTheme}
        >
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </ShellButton>
        <ShellButton
          text
          label={withVisibleText(dir.toUpperCase(), t('shell.toggleDirection'))}
          pressed={dir === 'rtl'}
          title={dir === 'rtl' ? t('shell.toLtr') : t('shell.toRtl')}
          onClick={toggleDir}
        >
          <DirectionIcon size={18} />
          <span aria-hidden="true">{dir.toUpperCase()}</span>
        </ShellButton>
        <ShellButton
          text
          label={withVisibleText(lang === 'ar' ? 'EN' : 'عربي', t('shell.switchLanguage'))}
          title={t('shell.switchLanguage')}
          data-testid="language-switch"
          onClick={() => void setLanguage(lang === 'ar' ? 'en' : 'ar')}
        >
          <GlobeIcon size={18} />
          {/* The language it switches to, in that language. */}
          {lang === 'ar' ? <span lang="en">EN</span> : <span lang="ar">عربي</span>}
        </ShellButton>
        {lang === 'ar' && (
          <ShellButton
            text
            label={withVisibleText(digits === 'arab' ? '١٢٣' : '123', t('shell.arabicDigits'))}
            title={t('shell.arabicDigits')}
            pressed={digits === 'arab'}
            onClick={toggleDigits}
          >
            <span aria-hidden="true">{digits === 'arab' ? '١٢٣' : '123'}</span>
          </ShellButton>
        )}
      </div>
    </header>
  );
}
