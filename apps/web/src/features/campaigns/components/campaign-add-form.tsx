import { useState, type FormEvent } from 'react';
import { CAMPAIGN_CHANNELS, createCampaignBody, type CampaignChannel } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { InlineAddForm } from '../../../components/ui/inline-add-form';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useCreateCampaign } from '../api/create-campaign';

/** CEO/Admin add a campaign by name (non-blank) and channel; its metrics are then edited in the table. */
export function CampaignAddForm() {
  const { t } = useT();
  const toast = useToast();
  const createCampaign = useCreateCampaign();
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<CampaignChannel>('Facebook');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = createCampaignBody.safeParse({ name, channel });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Add failed');
      return;
    }
    setError(null);
    createCampaign.mutate(body.data, {
      onSuccess: (campaign) => {
        toast.success(t('campaigns.add.added', { name: campaign.name }));
        setName('');
      },
      onError: (err) => setError(errorMessage(err, 'Add failed')),
    });
  };

  return (
    <InlineAddForm
      label={t('campaigns.add.label')}
      onSubmit={handleSubmit}
      submitLabel={t('campaigns.add.submit')}
      loading={createCampaign.isPending}
      error={error ?? undefined}
    >
      <Field label={t('campaigns.add.name')}>
        {(c) => (
          <input
            {...c}
            className="input"
            value={name}
            autoComplete="off"
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('campaigns.add.channel')}>
        {(c) => (
          <Select
            {...c}
            value={channel}
            options={CAMPAIGN_CHANNELS.map((ch) => ({ value: ch, label: t(`campaigns.channel.${ch}`) }))}
            onValueChange={(value) => value && setChannel(value)}
          />
        )}
      </Field>
    </InlineAddForm>
  );
}
