import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';

/** While the rules on screen are unsaved: leaving the page asks first (a link, Back, a reload or closing the tab). */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useT();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ message: t('routing.leaveMessage'), confirmLabel: t('routing.leave'), danger: true }).then((ok) =>
      ok ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm, t]);
  useEffect(() => {
    if (!dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);
}
