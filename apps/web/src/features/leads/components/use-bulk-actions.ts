import type { BulkLeadsResult } from '@crm/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useBulkLeads, useBulkRestoreLeads, type BulkLeadsRequest } from '../api/bulk-leads';
import { UNDO_TOAST_DURATION } from './use-lead-row-actions';

type Target = { ids: string[] } | { filter: Record<string, unknown> };
type ActionBody = DistributiveOmit<BulkLeadsRequest, 'ids' | 'filter'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Runs a bulk action on the chosen leads and says what happened: "N leads updated" and, for the
 * others, why they were skipped (grouped). A delete is confirmed first and can be undone from its toast.
 */
export function useBulkActions({ target, count, onDone }: { target: Target; count: number; onDone: () => void }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const bulk = useBulkLeads();
  const restore = useBulkRestoreLeads();

  const skippedText = (result: BulkLeadsResult) => {
    if (result.skipped.length === 0) return '';
    const reasons = result.skipped
      .map((s) => t('leadsBulk.reasonCount', { reason: t(`leadsBulk.reasons.${s.reason}`), count: s.count }))
      .join(', ');
    const skipped = result.skipped.reduce((sum, s) => sum + s.count, 0);
    return `. ${t('leadsBulk.skipped', { count: skipped, reasons })}`;
  };

  const run = async (body: ActionBody): Promise<BulkLeadsResult | null> => {
    try {
      const result = await bulk.mutateAsync({ ...body, ...target } as BulkLeadsRequest);
      onDone();
      return result;
    } catch (err) {
      toast.error(errorMessage(err, t('leadsBulk.failed')));
      return null;
    }
  };

  /** Status, assign, convert: one toast with the count and the reasons. */
  const apply = async (body: ActionBody) => {
    const result = await run(body);
    if (!result) return false;
    const text = t('leadsBulk.updated', { count: result.changed }) + skippedText(result);
    if (result.changed > 0) toast.success(text);
    else toast.show(text);
    return true;
  };

  const handleConvert = async () => {
    const ok = await confirm({
      title: t('leadsBulk.convertTitle'),
      message: t('leadsBulk.convertConfirm', { count }),
      confirmLabel: t('leadsBulk.convert'),
    });
    if (ok) await apply({ action: 'convert' });
  };

  const undo = async (ids: string[]) => {
    try {
      const result = await restore.mutateAsync(ids);
      toast.success(t('leadsBulk.restored', { count: result.changed }));
    } catch (err) {
      toast.error(errorMessage(err, 'Undo failed'));
    }
  };

  const handleDelete = async () => {
    const ok = await confirm({
      title: t('leadsBulk.deleteTitle'),
      message: t('leadsBulk.deleteConfirm', { count }),
      confirmLabel: t('leadsBulk.delete'),
      danger: true,
    });
    if (!ok) return;
    const result = await run({ action: 'delete' });
    if (!result) return;
    const deleted = result.changedIds;
    toast.show(t('leadsBulk.deleted', { count: result.changed }) + skippedText(result), {
      duration: UNDO_TOAST_DURATION,
      onClick: deleted.length ? () => void undo(deleted) : undefined,
    });
  };

  return { apply, handleConvert, handleDelete, pending: bulk.isPending };
}
