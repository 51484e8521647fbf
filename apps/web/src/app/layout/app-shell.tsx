import { useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useFocusTrap } from '../../components/ui/use-focus-trap';
import { useBackCloses } from '../../components/ui/use-back-closes';
import { DailyReminder } from '../../features/notifications/components/daily-reminder';
import { usePreferences } from '../../lib/preferences';
import { useMediaQuery } from '../../lib/use-media-query';
import { OfflineBanner } from './offline-banner';
import { OutboxConflicts } from './outbox-conflicts';
import { OutboxNotices } from './outbox-notices';
import { PullToRefresh } from './pull-indicator';
import { RouteProgress } from './route-progress';
import { SessionRefresh } from './session-refresh';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './shell.css';
import { useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/use-session';
import { useLiveEvents } from '../../lib/live/use-live-events';
import { useShellSnapshot } from './shell-snapshot';

export const PHONE_QUERY = '(max-width: 900px)';

/** The layout of every signed-in screen: sidebar (a drawer on phones), top bar, content. */
export function AppShell() {
  const { t, language } = useT();
  const user = useCurrentUser();
  // The person's live events: what changed for them is refetched at once (polling stays the fallback).
  useLiveEvents(user._id);
  const shellRef = useRef<HTMLDivElement>(null);
  const { sidebarCollapsed } = usePreferences();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { pathname } = useLocation();
  // The drawer remembers the page it was opened on, so following a link closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerActive = isPhone && drawerOpenOn === pathname;
  const closeDrawer = () => setDrawerOpenOn(null);
  const drawerRef = useRef<HTMLElement>(null);
  useFocusTrap(drawerRef, drawerActive);
  useBackCloses(drawerActive, closeDrawer);
  useShellSnapshot(shellRef, { userId: user._id, pathname, phone: isPhone, language });

  const shellClass = ['shell', !isPhone && sidebarCollapsed && 'shell--collapsed', isPhone && 'shell--phone']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={shellClass} ref={shellRef}>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <ScrollRestoration />
      <RouteProgress />
      <SessionRefresh />
      <DailyReminder />
      <aside
        id="app-sidebar"
        ref={drawerRef}
        className="sidebar"
        data-open={drawerActive || undefined}
        role={drawerActive ? 'dialog' : undefined}
        aria-modal={drawerActive || undefined}
        aria-label={drawerActive ? t('shell.menu') : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (drawerActive && event.key === 'Escape') closeDrawer();
        }}
      >
        <Sidebar isDrawer={isPhone} onCloseDrawer={closeDrawer} />
      </aside>
      {drawerActive && <div className="drawer-backdrop" onClick={closeDrawer} aria-hidden="true" />}
      <div className="shell__main">
        <TopBar isPhone={isPhone} drawerOpen={drawerActive} onOpenDrawer={() => setDrawerOpenOn(pathname)} />
        <PullToRefresh enabled={isPhone} />
        <OfflineBanner />
        <OutboxConflicts />
        <OutboxNotices />
        <main id="main" className="shell__content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
