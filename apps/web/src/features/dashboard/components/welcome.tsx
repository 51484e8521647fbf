import type { Role } from '@crm/contracts';
import { RolePill } from '../../../components/ui/badge';
import './welcome.css';

const today = () =>
  new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );

export function Welcome({ name, role }: { name: string; role: Role }) {
  return (
    <header className="welcome">
      <div className="welcome__line">
        <h1>Welcome, {name}</h1>
        <RolePill role={role} />
      </div>
      <p className="muted">{today()}</p>
    </header>
  );
}
