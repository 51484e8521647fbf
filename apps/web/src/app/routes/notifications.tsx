import { useDeferredValue, useState } from 'react';
import '../../components/ui/page.css';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { FollowUpSections } from '../../features/notifications/components/follow-up-sections';
import '../../features/notifications/components/notifications.css';
import { RecentNotifications } from '../../features/notifications/components/recent-notifications';
import { SectionSkeleton } from '../../features/notifications/components/section-skeleton';
import { useFollowUpsToday } from '../../features/notifications/api/get-follow-ups-today';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { usePageTitle } from '../../lib/use-page-title';
import { useT } from '../../lib/i18n';

export function NotificationsRoute() {
  const { t } = useT();
  usePageTitle(t('notifications.title'));
  // The sections appear together, once both calls have answered: on a phone they stack, and each
  // section's list arriving on its own pushed the ones below it down the screen. Once shown they
  // stay (a section refetching after a failure shows its own state).
  const followUps = useFollowUpsToday();
  const recent = useNotifications({ poll: true });
  const [answered, setAnswered] = useState(false);
  if (!answered && !followUps.isPending && !recent.isPending) setAnswered(true);
  // The lists then draw in a background render, in slices that leave the page responsive.
  const showLists = useDeferredValue(answered);
  return (
    <div className="page notifications-layout">
      <PageHeader title={t('notifications.title')} description={<bdi>{t('notifications.description')}</bdi>} />
      {!showLists ? (
        <Card>
          <SectionSkeleton rows={4} label={t('notifications.loadingNotifications')} />
        </Card>
      ) : (
        <div className="notifications-columns">
          <div className="notifications-column">
            <FollowUpSections />
          </div>
          <div className="notifications-column">
            <RecentNotifications />
          </div>
        </div>
      )}
    </div>
  );
}
