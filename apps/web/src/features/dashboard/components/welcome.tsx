import type { Role } from '@crm/contracts';
import { RolePill } from '../../../components/ui/badge';
import './welcome.css';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

export function Welcome({ name, role }: { name: string; role: Role }) {
  const { t } = useT();
  const fmt = useFormat();
  return (
    <header className="welcome">
      <div className="welcome__line">
        <h1>{t('dashboard.welcome', { name })}</h1>
        <RolePill role={role} />
      </div>
      <p className="muted">{fmt.longDate(new Date())}</p>
    </header>
  );
}
