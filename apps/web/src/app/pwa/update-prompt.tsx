import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/ui/button';
import { ToastView } from '../../components/ui/toast-item';
import { useT } from '../../lib/i18n';
import { checkForUpdatesInForeground } from './check-for-updates';
import '../../components/ui/toast.css';
import './update-prompt.css';

/** Should the new service worker not take over (another tab already did), reload anyway. */
const RELOAD_FALLBACK_MS = 4000;

/**
 * Registers the service worker and, when a new deploy has been installed beside the running one,
 * says so with a Reload button: the running app keeps its own build (the old worker still answers
 * its chunks) until the person reloads, so it is never half old and half new. Drawn as a toast that
 * stays; dismissed, it comes back the next time the app returns to the foreground.
 */
export function UpdatePrompt() {
  const { t } = useT();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registered) => setRegistration(registered),
  });

  useEffect(() => {
    if (!registration) return;
    return checkForUpdatesInForeground(registration, () => {
      if (registration.waiting) setNeedRefresh(true);
    });
  }, [registration, setNeedRefresh]);

  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [reloading]);

  if (!needRefresh) return null;

  const handleReload = () => {
    setReloading(true);
    // The waiting worker takes over; the page reloads once it controls it (vite-plugin-pwa's register).
    void updateServiceWorker(true);
  };

  return (
    <div className="toast-region pwa-update">
      <ToastView
        tone="info"
        className="pwa-update__toast"
        message={t('pwa.newVersion')}
        action={
          <Button variant="primary" size="sm" loading={reloading} onClick={handleReload}>
            {t('pwa.reload')}
          </Button>
        }
        onDismiss={() => setNeedRefresh(false)}
      />
    </div>
  );
}
