import type { Role } from '@crm/contracts';
import { RolePill } from '../../../components/ui/badge';
import './welcome.css';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';

export function Welcome({ name, role }: { name: string; role: Role }) {
  const { t } = useT();
  const fmt = useFormat();
  // The date follows the greeting: the first date format a page builds costs a phone tens of
  // milliseconds, which the greeting (the screen's largest text) need not wait for.
  const showDate = useAfterFirstPaint();
  return (
    <header className="welcome">
      <div className="welcome__line">
        <h1>{t('dashboard.welcome', { name })}</h1>
        <RolePill role={role} />
      </div>
      <p className="muted welcome__date">{showDate ? fmt.longDate(new Date()) : null}</p>
    </header>
  );
}
