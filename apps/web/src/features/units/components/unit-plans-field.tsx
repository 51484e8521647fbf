import { useFieldArray, type Control } from 'react-hook-form';
import type { UnitBody } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { emptyPlan, type UnitFormValues } from '../model/unit-form';

/** A plan's numbers after its name, each labelled `units.form.<key>`. */
const PLAN_NUMBERS = ['downPayment', 'monthly', 'years'] as const;

/** The payment plans table: a row per plan, add and remove rows; blank numbers are saved as 0. */
export function UnitPlansField({ control }: { control: Control<UnitFormValues, unknown, UnitBody> }) {
  const { t } = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'paymentPlans' });
  return (
    <fieldset className="unit-form__section">
      <legend>{t('units.form.plans')}</legend>
      {fields.length === 0 && <p className="muted">{t('units.form.noPlans')}</p>}
      <ol className="plain-list plain-list--roomy">
        {fields.map((field, index) => (
          <li key={field.id} className="unit-plans__row">
            <TextField control={control} name={`paymentPlans.${index}.name`} label={t('units.form.planName')} />
            {PLAN_NUMBERS.map((key) => (
              <TextField
                key={key}
                control={control}
                name={`paymentPlans.${index}.${key}`}
                label={t(`units.form.${key}`)}
                inputMode="numeric"
              />
            ))}
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={<TrashIcon size={16} />}
              aria-label={t('units.form.removePlan', { n: index + 1 })}
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <Button size="sm" icon={<PlusIcon size={16} />} onClick={() => append(emptyPlan())}>
        {t('units.form.addPlan')}
      </Button>
    </fieldset>
  );
}
