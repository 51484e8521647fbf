import { useState } from 'react';
import { UNIT_STATUSES, type ResaleUnit, type UnitStatus } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useUpdateUnit } from '../api/save-unit';

/** Change Status (CEO/Admin): any status to any other (spec section 4). */
export function UnitStatusDialog({ unit, onClose }: { unit: ResaleUnit; onClose: () => void }) {
  const { t } = useT();
  const [status, setStatus] = useState<UnitStatus>(unit.status);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUnit();
  const toast = useToast();
  const handleSave = () => {
    if (update.isPending) return;
    update.mutate(
      { id: unit._id, body: { status } },
      {
        onSuccess: (u) => {
          toast.success(t('units.actions.statusChanged', { title: u.title, status: t(`units.status.${u.status}`) }));
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Update failed')),
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      title={`${t('units.actions.changeStatus')}: ${unit.title}`}
      onClose={onClose}
      onSubmit={handleSave}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={update.isPending} disabled={status === unit.status}>
            {t('units.actions.save')}
          </Button>
        </>
      }
    >
      <Field label={t('units.actions.chooseStatus')}>
        {(c) => (
          <Select<UnitStatus>
            {...c}
            value={status}
            options={UNIT_STATUSES.map((s) => ({ value: s, label: t(`units.status.${s}`) }))}
            onValueChange={(s) => s && setStatus(s)}
          />
        )}
      </Field>
      <ErrorText>{error}</ErrorText>
    </Dialog>
  );
}
