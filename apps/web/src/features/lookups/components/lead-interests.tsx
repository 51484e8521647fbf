import { useState } from 'react';
import type { Lookup } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import { Table, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePropertyInterest } from '../api/delete-property-interest';
import { usePropertyInterests } from '../api/get-property-interests';
import { LeadInterestAddForm } from './lead-interest-add-form';
import { LeadInterestEditDialog } from './lead-interest-edit-dialog';
import './lead-interests.css';

/** CEO/Admin: the "Lead Interests" lookup offered in lead forms. */
export function LeadInterests() {
  const interests = usePropertyInterests();
  const remove = useDeletePropertyInterest();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<Lookup | null>(null);

  const handleDelete = async (interest: Lookup) => {
    const ok = await confirm({
      title: 'Delete lead interest',
      message: `Delete lead interest "${interest.label}"? Leads keep their value.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(interest._id, {
      onSuccess: () => toast.success(`Lead interest "${interest.label}" deleted`),
      onError: (err) => toast.error(errorMessage(err, 'Delete failed')),
    });
  };

  const columns: Column<Lookup>[] = [
    { key: 'label', header: 'Label', cell: (i) => <strong>{i.label}</strong> },
    { key: 'value', header: 'Value', cell: (i) => <code className="lookup-value">{i.value}</code> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cell: (i) => (
        <div className="row-actions">
          <Button
            size="sm"
            variant="ghost"
            icon={<EditIcon size={16} />}
            onClick={() => setEditing(i)}
            aria-label={`Edit ${i.label}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="row-actions__danger"
            icon={<TrashIcon size={16} />}
            onClick={() => handleDelete(i)}
            aria-label={`Delete ${i.label}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Card title="Lead Interests" labelledBy="lead-interests-heading">
      <LeadInterestAddForm />
      <ErrorText>{interests.isError ? errorMessage(interests.error, 'Failed to load lead interests') : null}</ErrorText>
      <Table
        caption="Lead Interests"
        columns={columns}
        rows={interests.data}
        rowKey={(i) => i._id}
        loading={interests.isLoading}
        emptyText="No lead interests yet."
      />
      {editing && <LeadInterestEditDialog key={editing._id} interest={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
