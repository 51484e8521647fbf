import type { ReactNode } from 'react';
import type { Role } from '@crm/contracts';
import './badge.css';
import { useT } from '../../lib/i18n';
import { toneClass, type Tone } from './tone';

export type BadgeTone = Tone;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge ${toneClass(tone)}`}>{children}</span>;
}

const ROLE_TONES: Record<Role, BadgeTone> = {
  CEO: 'violet',
  Admin: 'primary',
  Manager: 'teal',
  Supervisor: 'warning',
  Agent: 'neutral',
};

export function RolePill({ role }: { role: Role }) {
  const { t } = useT();
  return <Badge tone={ROLE_TONES[role]}>{t(`labels.role.${role}`)}</Badge>;
}
