import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PROPERTY_TYPES, UNIT_ORDERS, UNIT_STATUSES } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { FiltersToggle } from '../../../components/ui/filters-toggle';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { QueryPatch } from '../../../lib/url-query/schema-query';
import { countFoldedFilters, type UnitFilterValues, type UnitOrder } from '../model/unit-filters';

type NumberKey = {
  [K in keyof UnitFilterValues]: UnitFilterValues[K] extends number | null ? K : never;
}[keyof UnitFilterValues];
type TextKey = 'city' | 'district';

interface UnitFiltersBarProps {
  filters: UnitFilterValues;
  onChange: (patch: QueryPatch<UnitFilterValues>) => void;
  onClear: () => void;
}

const ROOM_CHOICES = ['0', '1', '2', '3', '4', '5', '6'];

/**
 * Search, city and district and the number bounds apply on Enter or "Filter" (typing does not
 * reload the list); the selects apply at once. The most used selects stay open beside the search
 * and the rest fold behind "More filters", so the first units show without scrolling; a phone
 * folds them all.
 */
export function UnitFiltersBar({ filters, onChange, onClear }: UnitFiltersBarProps) {
  const { t } = useT();
  const isPhone = useMediaQuery('(max-width: 640px)');
  const [open, setOpen] = useState(false);
  const panelId = useId();

  // Typed values are drafts until applied; a new URL (Back, a stats link) resets them.
  const fromUrl = JSON.stringify(filters);
  const [applied, setApplied] = useState(fromUrl);
  const draftOf = () => ({
    search: filters.search ?? '',
    city: filters.city ?? '',
    district: filters.district ?? '',
    ...Object.fromEntries(NUMBER_KEYS.map((k) => [k, filters[k] === null ? '' : String(filters[k])])),
  });
  const [draft, setDraft] = useState<Record<string, string>>(draftOf);
  if (applied !== fromUrl) {
    setApplied(fromUrl);
    setDraft(draftOf());
  }
  const setText = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const patch: QueryPatch<UnitFilterValues> = {
      search: draft.search?.trim() ?? '',
      city: draft.city?.trim() ?? '',
      district: draft.district?.trim() ?? '',
    };
    for (const key of NUMBER_KEYS) {
      const raw = (draft[key] ?? '').replace(/[,\s]/g, '');
      const n = Number(raw);
      (patch as Record<string, unknown>)[key] = raw === '' || !Number.isFinite(n) || n < 0 ? null : n;
    }
    onChange(patch);
  };

  const count = countFoldedFilters(filters, isPhone);
  const numberField = (key: NumberKey, label: ReactNode) => (
    <Field label={label} key={key}>
      {(c) => (
        <input
          {...c}
          className="input"
          inputMode="numeric"
          dir="ltr"
          value={draft[key] ?? ''}
          onChange={(e) => setText(key)(e.target.value)}
        />
      )}
    </Field>
  );
  const textField = (key: TextKey, label: ReactNode) => (
    <Field label={label}>
      {(c) => (
        <input {...c} className="input" value={draft[key] ?? ''} onChange={(e) => setText(key)(e.target.value)} />
      )}
    </Field>
  );

  const openSelects = (
    <>
      <Field label={t('units.filters.propertyType')}>
        {(c) => (
          <Select
            {...c}
            value={filters.propertyType ?? ''}
            emptyLabel={t('units.filters.anyType')}
            options={PROPERTY_TYPES.map((v) => ({ value: v, label: t(`units.type.${v}`) }))}
            onValueChange={(propertyType) => onChange({ propertyType })}
          />
        )}
      </Field>
      <Field label={t('units.filters.status')}>
        {(c) => (
          <Select
            {...c}
            value={filters.status ?? ''}
            emptyLabel={t('units.filters.anyStatus')}
            options={UNIT_STATUSES.map((v) => ({ value: v, label: t(`units.status.${v}`) }))}
            onValueChange={(status) => onChange({ status })}
          />
        )}
      </Field>
    </>
  );

  return (
    <form
      className="filters unit-filters"
      role="search"
      aria-label={t('units.filters.searchForm')}
      onSubmit={handleSubmit}
    >
      <div className="field-row unit-filters__row">
        <Field label={t('units.filters.search')} className="unit-filters__search-field">
          {(c) => (
            <SearchInput
              {...c}
              placeholder={t('units.filters.searchPlaceholder')}
              enterKeyHint="search"
              value={draft.search ?? ''}
              onValueChange={setText('search')}
            />
          )}
        </Field>
        {!isPhone && openSelects}
        <Button type="submit" variant="primary" icon={<SearchIcon size={18} />} iconOnly={isPhone}>
          {t('units.filters.filter')}
        </Button>
        <FiltersToggle
          label={count ? t('units.filters.moreCount', { count }) : t('units.filters.more')}
          count={count}
          open={open}
          panelId={panelId}
          showLabel={!isPhone}
          onToggle={() => setOpen((o) => !o)}
        />
      </div>

      <div id={panelId} className="filters__panel" hidden={!open}>
        {isPhone && openSelects}
        {textField('city', t('units.filters.city'))}
        {textField('district', t('units.filters.district'))}
        <Field label={t('units.filters.bedrooms')}>
          {(c) => (
            <Select
              {...c}
              value={filters.bedrooms === null ? '' : String(filters.bedrooms)}
              emptyLabel={t('units.filters.any')}
              options={ROOM_CHOICES}
              onValueChange={(v) => onChange({ bedrooms: v === '' ? null : Number(v) })}
            />
          )}
        </Field>
        <Field label={t('units.filters.bathrooms')}>
          {(c) => (
            <Select
              {...c}
              value={filters.bathrooms === null ? '' : String(filters.bathrooms)}
              emptyLabel={t('units.filters.any')}
              options={ROOM_CHOICES}
              onValueChange={(v) => onChange({ bathrooms: v === '' ? null : Number(v) })}
            />
          )}
        </Field>
        {numberField('minPrice', t('units.filters.minPrice'))}
        {numberField('maxPrice', t('units.filters.maxPrice'))}
        {numberField('minArea', t('units.filters.minArea'))}
        {numberField('maxArea', t('units.filters.maxArea'))}
        <Field label={t('units.filters.payment')}>
          {(c) => (
            <Select
              {...c}
              value={filters.payment ?? ''}
              emptyLabel={t('units.filters.anyPayment')}
              options={[
                { value: 'cash', label: t('units.filters.cash') },
                { value: 'installment', label: t('units.filters.installment') },
              ]}
              onValueChange={(payment) => onChange({ payment })}
            />
          )}
        </Field>
        <Field label={t('units.filters.featuredOnly')}>
          {(c) => (
            <Select
              {...c}
              value={filters.isFeatured === null ? '' : String(filters.isFeatured)}
              emptyLabel={t('units.filters.anyFeatured')}
              options={[
                { value: 'true', label: t('units.filters.featuredOnly') },
                { value: 'false', label: t('units.filters.notFeatured') },
              ]}
              onValueChange={(v) => onChange({ isFeatured: v === '' ? null : v === 'true' })}
            />
          )}
        </Field>
        <Field label={t('units.filters.order')}>
          {(c) => (
            <Select<UnitOrder>
              {...c}
              value={filters.order}
              options={UNIT_ORDERS.map((value) => ({ value, label: t(`units.filters.${value}`) }))}
              onValueChange={(order) => order && onChange({ order })}
            />
          )}
        </Field>
        <label className="unit-filters__toggle">
          <input
            type="checkbox"
            checked={filters.includeArchived === true}
            onChange={(e) => onChange({ includeArchived: e.target.checked ? true : null })}
          />
          {t('units.filters.includeArchived')}
        </label>
        <fieldset className="unit-filters__plan">
          <legend>{t('units.filters.planBounds')}</legend>
          {numberField('minDown', t('units.filters.minDown'))}
          {numberField('maxDown', t('units.filters.maxDown'))}
          {numberField('minMonthly', t('units.filters.minMonthly'))}
          {numberField('maxMonthly', t('units.filters.maxMonthly'))}
          {numberField('minYears', t('units.filters.minYears'))}
          {numberField('maxYears', t('units.filters.maxYears'))}
        </fieldset>
        <div className="unit-filters__end">
          <Button type="submit" variant="primary">
            {t('units.filters.filter')}
          </Button>
          {countFoldedFilters(filters, true) > 0 && (
            <Button variant="ghost" icon={<CloseIcon size={16} />} onClick={onClear}>
              {t('units.filters.clear')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

const NUMBER_KEYS = [
  'minPrice',
  'maxPrice',
  'minArea',
  'maxArea',
  'minDown',
  'maxDown',
  'minMonthly',
  'maxMonthly',
  'minYears',
  'maxYears',
] as const satisfies readonly NumberKey[];
