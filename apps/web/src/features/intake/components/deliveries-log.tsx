import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  INTAKE_DELIVERY_STATUSES,
  pageCount,
  type IntakeDelivery,
  type IntakeDeliveryStatus,
  type IntakeSource,
} from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Field } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Table, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useIntakeDeliveries } from '../api/get-intake-deliveries';
import { useRetryIntakeDelivery } from '../api/retry-intake-delivery';
import { DeliveryStatusBadge } from './delivery-status-badge';

export const DELIVERY_PAGE_SIZE = 20;
const none = <span className="muted">—</span>;

/** Every delivery on record, filtered and paged on the server; a failed one can be tried again. */
export function DeliveriesLog({ sources }: { sources: IntakeSource[] }) {
  const { t } = useT();
  const fmt = useFormat();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<IntakeDeliveryStatus | ''>('');
  const [sourceId, setSourceId] = useState('');
  const filtered = Boolean(status || sourceId);
  const deliveries = useIntakeDeliveries({
    page,
    limit: DELIVERY_PAGE_SIZE,
    status: status || undefined,
    sourceId: sourceId || undefined,
  });
  const retry = useRetryIntakeDelivery();
  const data = deliveries.data;
  if (data && !deliveries.isPlaceholderData && page > pageCount(data.total, DELIVERY_PAGE_SIZE)) {
    setPage(pageCount(data.total, DELIVERY_PAGE_SIZE));
  }

  const handleRetry = (delivery: IntakeDelivery) =>
    retry.mutate(delivery._id, {
      onSuccess: (after) =>
        toast.success(t('intake.deliveries.retried', { status: t(`intake.status.${after.status}`) })),
      onError: (err) => toast.error(errorMessage(err, 'Update failed')),
    });

  const columns: Column<IntakeDelivery>[] = [
    { key: 'time', header: t('intake.deliveries.time'), cell: (d) => <bdi>{fmt.dateTime(d.receivedAt)}</bdi> },
    {
      key: 'source',
      header: t('intake.deliveries.source'),
      cell: (d) => (
        <span className="intake-source">
          <span dir="auto">{d.source.name}</span>
          <span className="muted">{t(`intake.kind.${d.source.kind}`)}</span>
        </span>
      ),
    },
    { key: 'status', header: t('intake.deliveries.status'), cell: (d) => <DeliveryStatusBadge status={d.status} /> },
    {
      key: 'reason',
      header: t('intake.deliveries.reason'),
      cell: (d) => (d.reason ? <span dir="auto">{d.reason}</span> : none),
    },
    {
      key: 'lead',
      header: t('intake.deliveries.lead'),
      cell: (d) =>
        d.lead ? (
          <Link to={paths.lead.href(d.lead._id)} dir="auto">
            {d.lead.name}
          </Link>
        ) : (
          none
        ),
    },
    {
      key: 'attempts',
      header: t('intake.deliveries.attempts'),
      folded: { key: 'nextTry', header: t('intake.deliveries.nextTry') },
      cell: (d) => (
        <span className="intake-source">
          <bdi>{fmt.number(d.attempts)}</bdi>
          {d.nextAttemptAt && (
            <span className="muted">
              <bdi>{fmt.dateTime(d.nextAttemptAt)}</bdi>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('intake.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (d) =>
        d.status === 'failed' && (
          <Button
            size="sm"
            loading={retry.isPending && retry.variables === d._id}
            onClick={() => handleRetry(d)}
            aria-label={t('intake.deliveries.retryNamed', { time: fmt.dateTime(d.receivedAt) })}
          >
            {t('intake.deliveries.retry')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('intake.deliveries.title')} description={t('intake.deliveries.description')}>
      <div className="intake-filters">
        <Field label={t('intake.deliveries.status')}>
          {(c) => (
            <Select
              {...c}
              value={status}
              emptyLabel={t('intake.deliveries.allStatuses')}
              options={INTAKE_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`intake.status.${s}`) }))}
              onValueChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
          )}
        </Field>
        <Field label={t('intake.deliveries.source')}>
          {(c) => (
            <Select
              {...c}
              value={sourceId}
              emptyLabel={t('intake.deliveries.allSources')}
              options={sources.map((s) => ({ value: s._id, label: s.name }))}
              onValueChange={(value) => {
                setSourceId(value);
                setPage(1);
              }}
            />
          )}
        </Field>
      </div>
      <Table
        caption={t('intake.deliveries.title')}
        columns={columns}
        rows={data?.items}
        rowKey={(d) => d._id}
        emptyText={t(filtered ? 'intake.deliveries.noMatch' : 'intake.deliveries.empty')}
        loading={deliveries.isLoading || deliveries.isPlaceholderData}
        error={
          deliveries.isError && (
            <ErrorState
              error={deliveries.error}
              fallback="Failed to load deliveries"
              onRetry={() => void deliveries.refetch()}
            />
          )
        }
        footer={<Pagination page={page} total={data?.total ?? 0} limit={DELIVERY_PAGE_SIZE} onPageChange={setPage} />}
      />
    </Card>
  );
}
