import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, type Campaign, type UpdateCampaignBody } from '@crm/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { actionsColumn, deleteAction } from '../../../components/ui/row-actions';
import { Select } from '../../../components/ui/select';
import { Table, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { translateText, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { parseMetric, withMetric, type MetricKey } from '../model/campaign-edit';
import { EditableCell } from './campaign-cells';

const STATUS_TONES: Record<Campaign['status'], BadgeTone> = {
  Active: 'success',
  Paused: 'warning',
  Stopped: 'neutral',
};

interface CampaignTableProps {
  campaigns: Campaign[] | undefined;
  loading: boolean;
  /** CEO/Admin edit each cell in place; others read. */
  editable: boolean;
}

export function CampaignTable({ campaigns, loading, editable }: CampaignTableProps) {
  const { t } = useT();
  const fmt = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const updateCampaign = useUpdateCampaign();
  const deleteCampaign = useDeleteCampaign();

  const save = async (campaign: Campaign, body: UpdateCampaignBody) => {
    try {
      await updateCampaign.mutateAsync({ id: campaign._id, body });
    } catch (err) {
      toast.error(errorMessage(err, 'Update failed'));
    }
  };

  const saveName = (campaign: Campaign, text: string) => {
    if (!text.trim()) {
      toast.error(translateText('Name is required'));
      return Promise.resolve();
    }
    return save(campaign, { name: text.trim() });
  };

  const saveMetric = (campaign: Campaign, key: MetricKey, text: string) => {
    const value = parseMetric(key, text);
    if (value === null) {
      toast.error(t('campaigns.edit.invalidNumber'));
      return Promise.resolve();
    }
    return save(campaign, { metrics: withMetric(campaign.metrics, key, value) });
  };

  const handleDelete = async (campaign: Campaign) => {
    const ok = await confirm({
      title: t('campaigns.deleteTitle'),
      message: t('campaigns.deleteConfirm', { name: campaign.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteCampaign.mutateAsync(campaign._id);
      toast.success(t('campaigns.deleted'));
    } catch (err) {
      toast.error(errorMessage(err, 'Delete failed'));
    }
  };

  const metricCell = (key: MetricKey) => (campaign: Campaign) =>
    editable ? (
      <EditableCell
        type="number"
        inputMode={key === 'leads' ? 'numeric' : 'decimal'}
        min={0}
        step={key === 'leads' ? 1 : 'any'}
        dir="ltr"
        className="campaign-cell--number"
        label={t(`campaigns.edit.${key}`, { name: campaign.name })}
        value={String(campaign.metrics[key])}
        onCommit={(text) => saveMetric(campaign, key, text)}
      />
    ) : key === 'cost' ? (
      fmt.price(campaign.metrics.cost)
    ) : (
      fmt.number(campaign.metrics.leads)
    );

  const columns: Column<Campaign>[] = [
    {
      key: 'name',
      header: t('campaigns.columns.name'),
      cell: (campaign) =>
        editable ? (
          <EditableCell
            label={t('campaigns.edit.name', { name: campaign.name })}
            value={campaign.name}
            maxLength={200}
            onCommit={(text) => saveName(campaign, text)}
          />
        ) : (
          <span className="campaign-name">{campaign.name}</span>
        ),
    },
    {
      key: 'channel',
      header: t('campaigns.columns.channel'),
      cell: (campaign) =>
        editable ? (
          <Select
            aria-label={t('campaigns.edit.channel', { name: campaign.name })}
            value={campaign.channel}
            options={CAMPAIGN_CHANNELS.map((ch) => ({ value: ch, label: t(`campaigns.channel.${ch}`) }))}
            onValueChange={(channel) => channel && void save(campaign, { channel })}
          />
        ) : (
          t(`campaigns.channel.${campaign.channel}`)
        ),
    },
    {
      key: 'status',
      header: t('campaigns.columns.status'),
      cell: (campaign) =>
        editable ? (
          <Select
            aria-label={t('campaigns.edit.status', { name: campaign.name })}
            value={campaign.status}
            options={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`campaigns.status.${s}`) }))}
            onValueChange={(status) => status && void save(campaign, { status })}
          />
        ) : (
          <Badge tone={STATUS_TONES[campaign.status]}>{t(`campaigns.status.${campaign.status}`)}</Badge>
        ),
    },
    { key: 'leads', header: t('campaigns.columns.leads'), align: 'end', cell: metricCell('leads') },
    { key: 'cost', header: t('campaigns.columns.cost'), align: 'end', cell: metricCell('cost') },
    {
      key: 'attribution',
      header: t('campaigns.attribution.label'),
      cell: ({ attribution: a }) =>
        a.leads === 0 ? (
          <span className="muted">{t('campaigns.attribution.none')}</span>
        ) : (
          <span className="campaign-attribution">
            <span>
              {t('campaigns.attribution.counts', {
                leads: fmt.number(a.leads),
                qualified: fmt.number(a.qualified),
                won: fmt.number(a.won),
              })}
            </span>
            <span className="muted">
              {t('campaigns.attribution.costs', {
                perQualified: fmt.price(a.costPerQualified),
                perWon: fmt.price(a.costPerWon),
              })}
            </span>
          </span>
        ),
    },
    {
      key: 'cpa',
      header: t('campaigns.columns.cpa'),
      align: 'end',
      cell: (campaign) => (
        <span className="campaign-cpa" data-testid="campaign-cpa">
          {fmt.price(campaign.cpa)}
        </span>
      ),
    },
  ];
  if (editable)
    columns.push(
      actionsColumn((campaign: Campaign) => [deleteAction(campaign.name, () => void handleDelete(campaign))]),
    );

  return (
    <div className="campaign-table">
      <Table
        caption={t('campaigns.title')}
        columns={columns}
        rows={campaigns}
        rowKey={(campaign) => campaign._id}
        loading={loading}
        emptyText={t('campaigns.empty')}
      />
    </div>
  );
}
