import { canAdministerUnits, canEditUnit, toUnitRecord, type ResaleUnit } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/use-session';
import { useArchiveUnit, useFeatureUnit } from '../api/unit-actions';

export type UnitDialog = 'status' | 'assign' | 'link' | 'edit';

interface UnitActionsProps {
  unit: ResaleUnit;
  onOpen: (dialog: UnitDialog, unit: ResaleUnit) => void;
}

/**
 * A unit's actions, each shown only to whom the API allows it (the same policies): Change Status,
 * Assign, Feature and Archive for CEO/Admin; Edit for them and the creator; Link Lead for everyone.
 */
export function UnitActions({ unit, onOpen }: UnitActionsProps) {
  const { t } = useT();
  const caller = useCurrentUser();
  const admin = canAdministerUnits(caller);
  const editable = canEditUnit(caller, toUnitRecord(unit));
  const feature = useFeatureUnit();
  const archive = useArchiveUnit();
  const confirm = useConfirm();
  const toast = useToast();

  const handleFeature = () =>
    feature.mutate(
      { id: unit._id, value: !unit.isFeatured },
      {
        onSuccess: (u) =>
          toast.success(t(u.isFeatured ? 'units.actions.featured' : 'units.actions.unfeatured', { title: u.title })),
        onError: (err) => toast.error(errorMessage(err, 'Update failed')),
      },
    );

  const handleArchive = async () => {
    const value = !unit.archived;
    if (value && !(await confirm({ message: t('units.actions.confirmArchive', { title: unit.title }), danger: true })))
      return;
    archive.mutate(
      { id: unit._id, value },
      {
        onSuccess: (u) =>
          toast.success(
            t(u.archived ? 'units.actions.archivedToast' : 'units.actions.unarchivedToast', { title: u.title }),
          ),
        onError: (err) => toast.error(errorMessage(err, 'Update failed')),
      },
    );
  };

  const button = (label: string, onClick: () => void, loading = false) => (
    <Button key={label} size="sm" variant="ghost" onClick={onClick} loading={loading}>
      {label}
    </Button>
  );

  return (
    <div className="unit-actions" role="group" aria-label={t('units.actions.more', { title: unit.title })}>
      {admin && button(t('units.actions.changeStatus'), () => onOpen('status', unit))}
      {admin && button(t('units.actions.assign'), () => onOpen('assign', unit))}
      {admin &&
        button(
          unit.isFeatured ? t('units.actions.unfeature') : t('units.actions.feature'),
          handleFeature,
          feature.isPending,
        )}
      {admin &&
        button(
          unit.archived ? t('units.actions.unarchive') : t('units.actions.archive'),
          () => void handleArchive(),
          archive.isPending,
        )}
      {button(t('units.actions.linkLead'), () => onOpen('link', unit))}
      {editable && button(t('units.actions.edit'), () => onOpen('edit', unit))}
    </div>
  );
}
