import { useState } from 'react';
import type { Lookup } from '@crm/contracts';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { actionsColumn, deleteAction, editAction } from '../../../components/ui/row-actions';
import { Table, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePropertyInterest } from '../api/delete-property-interest';
import { usePropertyInterests } from '../../../shared-api/lookups';
import { LeadInterestAddForm } from './lead-interest-add-form';
import { LeadInterestEditDialog } from './lead-interest-edit-dialog';
import './lead-interests.css';
import { useT } from '../../../lib/i18n';

/** CEO/Admin: the "Lead Interests" lookup offered in lead forms. */
export function LeadInterests() {
  const { t } = useT();
  const interests = usePropertyInterests({ asStored: true });
  const remove = useDeletePropertyInterest();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<Lookup | null>(null);

  const handleDelete = async (interest: Lookup) => {
    const ok = await confirm({
      title: t('lookups.deleteTitle'),
      message: t('lookups.deleteConfirm', { label: interest.label }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(interest._id, {
      onSuccess: () => toast.success(t('lookups.deleted', { label: interest.label })),
      onError: (err) => toast.error(errorMessage(err, 'Delete failed')),
    });
  };

  const columns: Column<Lookup>[] = [
    { key: 'label', header: t('lookups.label'), cell: (i) => <strong>{i.label}</strong> },
    { key: 'value', header: t('lookups.value'), cell: (i) => <code className="lookup-value">{i.value}</code> },
    actionsColumn((i) => [editAction(i.label, () => setEditing(i)), deleteAction(i.label, () => handleDelete(i))]),
  ];

  return (
    <Card title={t('lookups.title')} labelledBy="lead-interests-heading">
      <LeadInterestAddForm />
      <ErrorText>{interests.isError ? errorMessage(interests.error, 'Failed to load lead interests') : null}</ErrorText>
      <Table
        caption={t('lookups.title')}
        columns={columns}
        rows={interests.data}
        rowKey={(i) => i._id}
        loading={interests.isLoading}
        emptyText={t('lookups.empty')}
      />
      {editing && <LeadInterestEditDialog key={editing._id} interest={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
