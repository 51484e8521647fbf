import type { UnitStatus } from '@crm/contracts';
import type { BadgeTone } from '../../../components/ui/badge';

/** The colour of each status badge (and dashboard slice). */
export const STATUS_TONE: Record<UnitStatus, BadgeTone> = {
  available: 'success',
  under_negotiation: 'warning',
  reserved: 'violet',
  sold: 'neutral',
};
