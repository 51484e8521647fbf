import type { IntakeSource } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import { RowActions } from '../../../components/ui/row-actions';
import { Table, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useDeleteIntakeSource } from '../api/delete-intake-source';
import { useUpdateIntakeSource } from '../api/update-intake-source';
import { TokenState } from './token-problems';

interface SourceTableProps {
  sources: IntakeSource[] | undefined;
  loading: boolean;
  error?: React.ReactNode;
  onSetUp: (source: IntakeSource) => void;
  onEdit: (source: IntakeSource) => void;
}

const none = <span className="muted">—</span>;

/** The sources, each with what it is, where its leads go, whether it receives, and what it brought. */
export function SourceTable({ sources, loading, error, onSetUp, onEdit }: SourceTableProps) {
  const { t } = useT();
  const fmt = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const update = useUpdateIntakeSource();
  const remove = useDeleteIntakeSource();

  const handlePause = (source: IntakeSource) =>
    update.mutate(
      { id: source._id, body: { paused: !source.paused } },
      {
        onSuccess: (saved) =>
          toast.success(t(saved.paused ? 'intake.pausedToast' : 'intake.resumedToast', { name: saved.name })),
        onError: (err) => toast.error(errorMessage(err, 'Update failed')),
      },
    );

  const handleDelete = async (source: IntakeSource) => {
    const ok = await confirm({
      title: t('intake.deleteTitle', { name: source.name }),
      message: t('intake.deleteConfirm'),
      confirmLabel: t('intake.delete'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(source._id, {
      onSuccess: () => toast.success(t('intake.deleted', { name: source.name })),
      onError: (err) => toast.error(errorMessage(err, 'Delete failed')),
    });
  };

  const columns: Column<IntakeSource>[] = [
    {
      key: 'source',
      header: t('intake.columns.source'),
      cell: (s) => (
        <span className="intake-source">
          <strong dir="auto">{s.name}</strong>
          <span className="muted">{t(`intake.kind.${s.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'campaign',
      header: t('intake.columns.campaign'),
      cell: (s) => (s.campaign ? <span dir="auto">{s.campaign.name}</span> : none),
    },
    {
      key: 'team',
      header: t('intake.columns.team'),
      cell: (s) => (s.team ? <span dir="auto">{s.team.name}</span> : none),
    },
    {
      key: 'state',
      header: t('intake.columns.state'),
      cell: (s) => (
        <Badge tone={s.paused ? 'neutral' : 'success'}>{t(s.paused ? 'intake.paused' : 'intake.receiving')}</Badge>
      ),
    },
    {
      key: 'deliveries',
      header: t('intake.columns.deliveries'),
      cell: (s) => (
        <span className="intake-source">
          <bdi>{t('intake.deliveryCount', { count: s.deliveries })}</bdi>
          <span className="muted">
            {s.lastDeliveryAt ? (
              <bdi>{t('intake.lastDelivery', { time: fmt.dateTime(s.lastDeliveryAt) })}</bdi>
            ) : (
              t('intake.noDeliveries')
            )}
          </span>
        </span>
      ),
    },
    {
      key: 'connection',
      header: t('intake.columns.connection'),
      cell: (s) =>
        s.kind === 'meta' ? <TokenState source={s} /> : <Badge tone="primary">{t('intake.keyActive')}</Badge>,
    },
    {
      key: 'actions',
      header: t('intake.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (s) => (
        <RowActions
          actions={[
            {
              label: t('intake.setUp'),
              ariaLabel: t('intake.setUpNamed', { name: s.name }),
              icon: null,
              onClick: () => onSetUp(s),
            },
            {
              label: t('intake.edit'),
              ariaLabel: t('intake.editNamed', { name: s.name }),
              icon: <EditIcon size={16} />,
              onClick: () => onEdit(s),
            },
            {
              label: t(s.paused ? 'intake.resume' : 'intake.pause'),
              ariaLabel: t(s.paused ? 'intake.resumeNamed' : 'intake.pauseNamed', { name: s.name }),
              icon: null,
              onClick: () => handlePause(s),
            },
            {
              label: t('intake.delete'),
              ariaLabel: t('intake.deleteNamed', { name: s.name }),
              icon: <TrashIcon size={16} />,
              onClick: () => void handleDelete(s),
              danger: true,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Table
      caption={t('intake.sources')}
      columns={columns}
      rows={sources}
      rowKey={(s) => s._id}
      emptyText={t('intake.empty')}
      loading={loading}
      error={error}
    />
  );
}
