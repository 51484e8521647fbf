import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hoursAndMinutes, WorkingCalendar } from '@crm/contracts';
import { useT } from './i18n';
import { useFormat } from './i18n/format';
import { settingsQueries } from '../shared-api/settings';
import { useSession } from './use-session';

/**
 * The agency's working-time calendar (WORKING_HOURS in APP_TIMEZONE, from GET /api/settings), so
 * the screens reckon overdue time exactly as the server does. Null until the settings arrive.
 */
export function useWorkingCalendar(): WorkingCalendar | null {
  const signedIn = Boolean(useSession());
  const { data } = useQuery({ ...settingsQueries.agency(), enabled: signedIn });
  return useMemo(
    () => (data?.workingHours?.length ? new WorkingCalendar(data.workingHours, data.timeZone) : null),
    [data],
  );
}

/** "1 h 20 m" or "20 m", in the language's digits. */
export function useDuration() {
  const { t } = useT();
  const fmt = useFormat();
  return (totalMinutes: number) => {
    const { hours, minutes } = hoursAndMinutes(totalMinutes);
    return hours
      ? t('firstContact.hoursMinutes', { hours: fmt.number(hours), minutes: fmt.number(minutes) })
      : t('firstContact.minutes', { minutes: fmt.number(minutes) });
  };
}
