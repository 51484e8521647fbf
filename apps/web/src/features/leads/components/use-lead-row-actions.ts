import { useState } from 'react';
import type { Lead } from '@crm/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteLead } from '../api/delete-lead';
import { useRestoreLead } from '../api/restore-lead';
import { useUpdateLead } from '../api/update-lead';
import { useT } from '../../../lib/i18n';

/** Spec section 9: the undo toast stays 4 s. */
export const UNDO_TOAST_DURATION = 4000;
export const UNDO_TOAST_TEXT = 'Lead deleted. Click to undo.';

/** Delete (confirm, then a 4-second undo toast) and Convert to Public. */
export function useLeadRowActions() {
  const { t } = useT();
  const confirm = useConfirm();
  const toast = useToast();
  const deleteLead = useDeleteLead();
  const restoreLead = useRestoreLead();
  const updateLead = useUpdateLead();
  const [convertingId, setConvertingId] = useState<string | null>(null);

  const undo = async (lead: Lead) => {
    try {
      await restoreLead.mutateAsync(lead._id);
      toast.success('Lead restored');
    } catch (err) {
      toast.error(errorMessage(err, 'Undo failed'));
    }
  };

  const handleDelete = async (lead: Lead) => {
    const ok = await confirm({
      title: t('leads.actions.deleteTitle'),
      message: t('leads.actions.deleteConfirm', { name: lead.name }),
      confirmLabel: t('leads.actions.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteLead.mutateAsync(lead._id);
    } catch (err) {
      toast.error(errorMessage(err, 'Delete failed'));
      return;
    }
    toast.show(UNDO_TOAST_TEXT, { duration: UNDO_TOAST_DURATION, onClick: () => void undo(lead) });
  };

  const handleConvert = async (lead: Lead) => {
    setConvertingId(lead._id);
    try {
      await updateLead.mutateAsync({ id: lead._id, body: { privacy: 'public' } });
      toast.success(t('leads.actions.converted', { name: lead.name }));
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to convert'));
    } finally {
      setConvertingId(null);
    }
  };

  return { handleDelete, handleConvert, convertingId };
}
