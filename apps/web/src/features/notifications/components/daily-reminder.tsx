import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { browserTimeZone } from '../../../lib/agency-time';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useAgencyTimeZoneSetting } from '../../../lib/use-agency-time-zone';
import { useFetchFollowUpsCount } from '../api/get-follow-ups-count';
import { msUntilNextReminder, reminderText } from '../model/reminder-schedule';
import '../../../components/ui/toast.css';
import './daily-reminder.css';
import { useT } from '../../../lib/i18n';

/** A daily reminder deserves longer than an ordinary toast's 3.2 s. */
export const REMINDER_DURATION = 10_000;
/** A timer may fire a hair early; never schedule the next one for the same 11:00. */
const EARLY_FIRE_GUARD_MS = 1000;

/**
 * While signed in: at 11:00 agency time, then every day at 11:00, says how many follow-ups are due
 * today. Mounted once, in the shell. A failed count is silent (statistics failures may be, spec
 * section 8); the next day tries again.
 *
 * It draws its own toast, in the shared toast style: the shared toast takes plain text only, and
 * this Arabic line needs dir="rtl" to read right to left inside an LTR portal.
 */
export function DailyReminder() {
  const { t } = useT();
  const fetchCount = useFetchFollowUpsCount();
  const agencyZone = useAgencyTimeZoneSetting();
  // The schedule waits for the first screen: its time-zone reading is not worth delaying that.
  const started = useAfterFirstPaint();
  const [reminder, setReminder] = useState<{ id: number; text: string } | null>(null);

  useEffect(() => {
    if (!started) return;
    const timeZone = agencyZone ?? browserTimeZone();
    let timer: ReturnType<typeof setTimeout>;
    let dueAt = 0;
    let active = true;
    const schedule = (delay: number) => {
      dueAt = Date.now() + delay;
      timer = setTimeout(fire, delay);
    };
    const fire = async () => {
      clearTimeout(timer);
      schedule(msUntilNextReminder(new Date(Date.now() + EARLY_FIRE_GUARD_MS), timeZone) + EARLY_FIRE_GUARD_MS);
      try {
        const count = await fetchCount();
        if (active) setReminder({ id: Date.now(), text: reminderText(count) });
      } catch {
        // Silent: a 401 has already signed the user out; anything else waits for tomorrow.
      }
    };
    // A phone asleep in a pocket at 11:00 holds the timer back (iOS counts no time while asleep):
    // coming back to the app after 11:00 gives the reminder then, once.
    const onForeground = () => {
      if (document.visibilityState === 'visible' && Date.now() >= dueAt) void fire();
    };
    schedule(msUntilNextReminder(new Date(), timeZone));
    document.addEventListener('visibilitychange', onForeground);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onForeground);
    };
  }, [fetchCount, agencyZone, started]);

  useEffect(() => {
    if (!reminder) return;
    const timer = setTimeout(() => setReminder(null), REMINDER_DURATION);
    return () => clearTimeout(timer);
  }, [reminder]);

  return (
    // The live region stays in the page, so the reminder is announced when it appears.
    <div className="reminder-region" role="status">
      {reminder && (
        <div key={reminder.id} className="toast toast--info reminder-toast">
          <Link
            to={paths.notifications.href()}
            className="toast__message reminder-toast__text"
            dir="rtl"
            lang="ar"
            onClick={() => setReminder(null)}
          >
            {reminder.text}
          </Link>
          <button
            type="button"
            className="toast__close"
            aria-label={t('common.dismiss')}
            onClick={() => setReminder(null)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
