import '../../components/ui/page.css';
import { Welcome } from '../../features/dashboard/components/welcome';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../../lib/use-session';

export function DashboardRoute() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  return (
    <div className="page">
      <Welcome name={user.name} role={user.role} />
    </div>
  );
}
