import type { IntakeDeliveryStatus } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import type { Tone } from '../../../components/ui/tone';
import { useT } from '../../../lib/i18n';

const STATUS_TONES: Record<IntakeDeliveryStatus, Tone> = {
  pending: 'warning',
  created: 'success',
  duplicate: 'teal',
  ignored: 'neutral',
  failed: 'danger',
};

export function DeliveryStatusBadge({ status }: { status: IntakeDeliveryStatus }) {
  const { t } = useT();
  return <Badge tone={STATUS_TONES[status]}>{t(`intake.status.${status}`)}</Badge>;
}
