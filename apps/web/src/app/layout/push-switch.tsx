import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { deviceSubscription, forgetThisDevice, pushSupported, subscribeThisDevice } from '../../lib/live/push-device';

type PushState = 'unknown' | 'on' | 'off' | 'denied';

/** Turns pushes to this device on or off (a lead assigned reaches the phone with the app closed). */
export function PushSwitch() {
  const { t, language } = useT();
  const [state, setState] = useState<PushState>('unknown');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    void deviceSubscription().then((subscription) => {
      if (current) setState(subscription ? 'on' : Notification.permission === 'denied' ? 'denied' : 'off');
    });
    return () => {
      current = false;
    };
  }, []);

  if (state === 'unknown') return null;
  if (state === 'denied') return <p className="sidebar__push-note">{t('live.pushDenied')}</p>;

  const handleToggle = async () => {
    setFailure(null);
    try {
      if (state === 'on') {
        await forgetThisDevice();
        setState('off');
      } else {
        setState(await subscribeThisDevice(language === 'ar' ? 'ar' : 'en'));
      }
    } catch (err) {
      setFailure(t('live.pushFailed', { reason: err instanceof Error ? err.message : String(err) }));
    }
  };

  return (
    <>
      <button type="button" className="sidebar__push" onClick={() => void handleToggle()} aria-pressed={state === 'on'}>
        {state === 'on' ? t('live.pushOff') : t('live.pushOn')}
      </button>
      {failure && (
        <p className="sidebar__push-note" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
