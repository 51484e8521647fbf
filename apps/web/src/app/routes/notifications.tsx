import '../../components/ui/page.css';
import { PageHeader } from '../../components/ui/page-header';
import { FollowUpSections } from '../../features/notifications/components/follow-up-sections';
import '../../features/notifications/components/notifications.css';
import { RecentNotifications } from '../../features/notifications/components/recent-notifications';
import { usePageTitle } from '../../lib/use-page-title';

export function NotificationsRoute() {
  usePageTitle('Notifications');
  return (
    <div className="page notifications-layout">
      <PageHeader
        title="Notifications"
        description={<bdi>Follow-ups due today and the latest changes to your leads.</bdi>}
      />
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
