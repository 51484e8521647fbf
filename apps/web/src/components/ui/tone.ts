import type { LeadStatus, UnitStatus } from '@crm/contracts';
import './tone.css';

/** The colours a state is shown in; tone.css paints them, tokens.css holds their light and dark values. */
export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'violet' | 'teal';

/** The class that paints an element in a tone: its soft background and strong text. */
export const toneClass = (tone: Tone) => `tone--${tone}`;

/** Each lead status's tone, the one source of its colour: its badge, its pill, its dashboard card and slice. */
export const LEAD_STATUS_TONES: Record<LeadStatus, Tone> = {
  New: 'primary',
  Contacted: 'teal',
  FollowUp: 'warning',
  Qualified: 'violet',
  Won: 'success',
  Lost: 'danger',
};

/** Each unit status's tone: its badge, its dashboard card and slice. */
export const UNIT_STATUS_TONES: Record<UnitStatus, Tone> = {
  available: 'success',
  under_negotiation: 'warning',
  reserved: 'violet',
  sold: 'neutral',
};

/**
 * A tone's colour where a stylesheet does not reach (chart slices, stat cards): mid-tone hues that
 * keep at least 3:1 contrast against both the light and the dark surface, so one map serves both themes.
 */
export const TONE_CHART_COLORS: Record<Tone, string> = {
  neutral: '#64748b',
  primary: '#3b82f6',
  success: '#22c55e',
  warning: '#f59e0b',
  danger: '#ef4444',
  violet: '#8b5cf6',
  teal: '#0ea5e9',
};
