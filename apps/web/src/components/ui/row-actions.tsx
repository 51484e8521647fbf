import type { ReactNode } from 'react';
import { Button } from './button';
import { EditIcon, TrashIcon } from './icons';
import type { Column } from './table';
import { t } from '../../lib/i18n';

export interface RowAction {
  label: string;
  /** Names the row too ("Edit Sara"): every row has the same buttons. */
  ariaLabel: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  /** Left out for this row (the caller may not do it). */
  hidden?: boolean;
}

/** A row's small ghost buttons, at the end of the row. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="row-actions">
      {actions
        .filter((action) => !action.hidden)
        .map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant="ghost"
            className={action.danger ? 'row-actions__danger' : undefined}
            icon={action.icon}
            onClick={action.onClick}
            aria-label={action.ariaLabel}
          >
            {action.label}
          </Button>
        ))}
    </div>
  );
}

/** "Edit <name>": the row's edit button. */
export const editAction = (name: string, onClick: () => void, hidden = false): RowAction => ({
  label: t('common.edit'),
  ariaLabel: t('common.editName', { name }),
  icon: <EditIcon size={16} />,
  onClick,
  hidden,
});

/** "Delete <name>": the row's delete button, in the danger colour. */
export const deleteAction = (name: string, onClick: () => void, hidden = false): RowAction => ({
  label: t('common.delete'),
  ariaLabel: t('common.deleteName', { name }),
  icon: <TrashIcon size={16} />,
  onClick,
  danger: true,
  hidden,
});

/** The actions column of a table: its header hidden (kept for screen readers), the buttons at the end. */
export const actionsColumn = <T,>(actionsFor: (row: T) => RowAction[], header = t('common.actions')): Column<T> => ({
  key: 'actions',
  header,
  hideHeader: true,
  align: 'end',
  cell: (row) => <RowActions actions={actionsFor(row)} />,
});
