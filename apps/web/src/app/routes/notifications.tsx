import '../../components/ui/page.css';
import { PageHeader } from '../../components/ui/page-header';
import { FollowUpSections } from '../../features/notifications/components/follow-up-sections';
import '../../features/notifications/components/notifications.css';
import { RecentNotifications } from '../../features/notifications/components/recent-notifications';
import { usePageTitle } from '../../lib/use-page-title';
import { useT } from '../../lib/i18n';

export function NotificationsRoute() {
  const { t } = useT();
  usePageTitle(t('notifications.title'));
  return (
    <div className="page notifications-layout">
      <PageHeader title={t('notifications.title')} description={<bdi>{t('notifications.description')}</bdi>} />
      <div className="notifications-columns">
        <div className="notifications-column">
          <FollowUpSections />
        </div>
        <div className="notifications-column">
          <RecentNotifications />
        </div>
      </div>
    </div>
  );
}
