import type { ReactNode } from 'react';
import type { BulkLeadAction } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { TrashIcon, UnlockIcon, UserPlusIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

interface LeadBulkBarProps {
  count: number;
  /** Every lead matching the filters is chosen (not only ticked rows). */
  allMatching: boolean;
  /** How many leads match, offered as "Select all N matching" (null: not offered). */
  offerMatching: number | null;
  /** The page is not all ticked yet (phones have no header checkbox). */
  offerPage: boolean;
  /** The actions the caller's role may take (`bulkActionsFor`). */
  actions: readonly BulkLeadAction[];
  busy: boolean;
  onSelectMatching: () => void;
  onSelectPage: () => void;
  onClear: () => void;
  onAction: (action: BulkLeadAction) => void;
}

/** What to do with the chosen leads; shown while some are chosen, with only the actions the role may take. */
export function LeadBulkBar({
  count,
  allMatching,
  offerMatching,
  offerPage,
  actions,
  busy,
  onSelectMatching,
  onSelectPage,
  onClear,
  onAction,
}: LeadBulkBarProps) {
  const { t } = useT();
  const labels: Record<Exclude<BulkLeadAction, 'restore'>, { text: string; icon?: ReactNode; danger?: true }> = {
    status: { text: t('leadsBulk.changeStatus') },
    assign: { text: t('leadsBulk.assign'), icon: <UserPlusIcon /> },
    convert: { text: t('leadsBulk.convert'), icon: <UnlockIcon /> },
    delete: { text: t('leadsBulk.delete'), icon: <TrashIcon size={18} />, danger: true },
  };
  return (
    <section className="lead-bulk-bar" role="region" aria-label={t('leadsBulk.bar')} aria-busy={busy || undefined}>
      <div className="lead-bulk-bar__count">
        <strong role="status">
          {allMatching ? t('leadsBulk.allMatching', { count }) : t('leadsBulk.selected', { count })}
        </strong>
        {offerPage && (
          <Button size="sm" variant="ghost" onClick={onSelectPage}>
            {t('leadsBulk.selectThisPage')}
          </Button>
        )}
        {offerMatching !== null && (
          <Button size="sm" variant="ghost" onClick={onSelectMatching}>
            {t('leadsBulk.selectAllMatching', { count: offerMatching })}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('leadsBulk.clear')}
        </Button>
      </div>
      <div className="lead-bulk-bar__actions">
        {actions.map((action) => {
          if (action === 'restore') return null;
          const { text, icon, danger } = labels[action];
          return (
            <Button
              key={action}
              size="sm"
              variant={danger ? 'danger' : 'secondary'}
              icon={icon}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {text}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
