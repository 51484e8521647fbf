import { useWatch, type Control } from 'react-hook-form';
import { SelectField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { useCampaignNames } from '../../../shared-api/campaigns';
import type { LeadFormValues } from '../model/lead-form';

/** Which campaign a Campaign lead came from (optional); shown only while the source is Campaign. */
export function LeadCampaignField<TOut>({ control }: { control: Control<LeadFormValues, unknown, TOut> }) {
  const { t } = useT();
  const source = useWatch({ control, name: 'source' });
  const campaigns = useCampaignNames({ enabled: source === 'Campaign' });
  if (source !== 'Campaign') return null;
  return (
    <SelectField
      control={control}
      name="campaignId"
      label={t('campaigns.leadField.label')}
      hint={t('campaigns.leadField.hint')}
      emptyLabel={t('campaigns.leadField.unknown')}
      options={(campaigns.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
    />
  );
}
