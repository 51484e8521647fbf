import { useController, useForm, useWatch } from 'react-hook-form';
import {
  canAdministerUnits,
  canSeeUnitOwner,
  PROPERTY_TYPES,
  toUnitRecord,
  UNIT_FEATURES,
  UNIT_STATUSES,
  unitBody,
  updateUnitBody,
  type ResaleUnit,
  type UnitBody,
} from '@crm/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { PhoneField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useCurrentUser } from '../../../lib/use-session';
import { useCreateUnit, useUpdateUnit } from '../api/save-unit';
import { emptyUnitForm, formToBody, unitToForm, type UnitFormValues } from '../model/unit-form';
import { UnitPhotosField } from './unit-photos-field';
import { UnitPlansField } from './unit-plans-field';

/**
 * Add Unit and Edit (one form): every field of the unit, checked by the contract's own body schema
 * (title, price and area required, numbers coerced, plan numbers default 0). Status only for CEO/Admin,
 * the owner only for those who may see it.
 */
export function UnitFormDialog({ unit, onClose }: { unit?: ResaleUnit; onClose: () => void }) {
  const { t } = useT();
  const fmt = useFormat();
  const caller = useCurrentUser();
  const sendStatus = !!unit && canAdministerUnits(caller);
  const sendOwner = !unit || canSeeUnitOwner(caller, toUnitRecord(unit));
  const form = useForm<UnitFormValues, unknown, UnitBody>({
    defaultValues: unit ? unitToForm(unit) : emptyUnitForm(),
    // An edit is checked by the edit schema (which also takes the status); both answer a unit body.
    resolver: bodyResolver<UnitFormValues, typeof unitBody>(unit ? (updateUnitBody as never) : unitBody, (values) =>
      formToBody(values, { sendStatus, sendOwner }),
    ),
  });
  const { control, formState } = form;
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const toast = useToast();
  const saving = create.isPending || update.isPending;
  const [price, area] = useWatch({ control, name: ['price', 'area'] });
  const perMeter = Number(String(price).replace(/[,\s]/g, '')) / Number(String(area).replace(/[,\s]/g, ''));

  const handleSave = form.handleSubmit((body) => {
    if (saving) return;
    const onError = (err: unknown) => setServerError(form, err, { fallback: unit ? 'Save failed' : 'Add failed' });
    if (unit) {
      update.mutate(
        { id: unit._id, body },
        {
          onSuccess: (u) => {
            toast.success(t('units.form.saved', { title: u.title }));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (u) => {
          toast.success(t('units.form.added', { title: u.title }));
          onClose();
        },
        onError,
      });
    }
  });

  const requiredNumber = { inputMode: 'decimal', 'aria-required': 'true' } as const;
  return (
    <Dialog
      size="lg"
      title={unit ? t('units.editUnit') : t('units.addUnit')}
      onClose={onClose}
      onSubmit={() => void handleSave()}
      submitLabel={unit ? t('common.save') : t('units.addUnit')}
      submitting={saving}
    >
      <div className="unit-form">
        <fieldset className="unit-form__section">
          <legend>{t('units.form.basics')}</legend>
          <div className="unit-form__grid">
            <TextField
              control={control}
              name="title"
              label={t('units.form.title')}
              hint={t('units.form.required')}
              aria-required="true"
              className="unit-form__wide"
            />
            <TextField control={control} name="price" label={t('units.form.price')} {...requiredNumber} />
            <TextField control={control} name="area" label={t('units.form.area')} {...requiredNumber} />
            <p className="unit-form__derived muted" aria-live="polite">
              {Number.isFinite(perMeter) && perMeter > 0
                ? t('units.form.pricePerMeter', { price: fmt.price(Math.round(perMeter)) })
                : null}
            </p>
            <SelectField
              control={control}
              name="propertyType"
              label={t('units.form.propertyType')}
              options={PROPERTY_TYPES.map((v) => ({ value: v, label: t(`units.type.${v}`) }))}
            />
            {sendStatus && (
              <SelectField
                control={control}
                name="status"
                label={t('units.form.status')}
                options={UNIT_STATUSES.map((v) => ({ value: v, label: t(`units.status.${v}`) }))}
              />
            )}
            <TextField control={control} name="bedrooms" label={t('units.form.bedrooms')} inputMode="numeric" />
            <TextField control={control} name="bathrooms" label={t('units.form.bathrooms')} inputMode="numeric" />
            <TextField control={control} name="parking" label={t('units.form.parking')} inputMode="numeric" />
            <TextAreaField
              control={control}
              name="description"
              label={t('units.form.description')}
              rows={3}
              className="unit-form__wide"
            />
          </div>
        </fieldset>

        <fieldset className="unit-form__section">
          <legend>{t('units.form.location')}</legend>
          <div className="unit-form__grid">
            <TextField control={control} name="location.city" label={t('units.form.city')} />
            <TextField control={control} name="location.district" label={t('units.form.district')} />
            <TextField
              control={control}
              name="location.address"
              label={t('units.form.address')}
              className="unit-form__wide"
            />
          </div>
        </fieldset>

        <fieldset className="unit-form__section">
          <legend>{t('units.form.features')}</legend>
          <div className="unit-form__checks">
            {UNIT_FEATURES.map((feature) => (
              <Check
                key={feature}
                control={control}
                name={`features.${feature}`}
                label={t(`units.feature.${feature}`)}
              />
            ))}
          </div>
        </fieldset>

        <UnitPhotosField control={control} />
        <TextField control={control} name="videoTour" label={t('units.form.videoTour')} type="url" />

        <fieldset className="unit-form__section">
          <legend>{t('units.form.payment')}</legend>
          <div className="unit-form__checks">
            <Check control={control} name="paymentOptions.cash" label={t('units.form.cash')} />
            <Check control={control} name="paymentOptions.installment" label={t('units.form.installment')} />
          </div>
          <TextField
            control={control}
            name="paymentOptions.installmentDetails"
            label={t('units.form.installmentDetails')}
          />
        </fieldset>
        <UnitPlansField control={control} />

        {sendOwner && (
          <fieldset className="unit-form__section">
            <legend>{t('units.form.owner')}</legend>
            <div className="unit-form__grid">
              <TextField control={control} name="ownerInfo.name" label={t('units.form.ownerName')} />
              <PhoneField control={control} name="ownerInfo.phone" label={t('units.form.ownerPhone')} />
              <TextField
                control={control}
                name="ownerInfo.email"
                label={t('units.form.ownerEmail')}
                type="email"
                dir="ltr"
              />
            </div>
          </fieldset>
        )}
      </div>
      <ErrorText>{formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}

type CheckName = `features.${(typeof UNIT_FEATURES)[number]}` | 'paymentOptions.cash' | 'paymentOptions.installment';

/** A checkbox with its one visible label. */
function Check({
  control,
  name,
  label,
}: {
  control: Parameters<typeof UnitPlansField>[0]['control'];
  name: CheckName;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <label className="unit-form__check">
      <input
        type="checkbox"
        name={field.name}
        ref={field.ref}
        checked={Boolean(field.value)}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
