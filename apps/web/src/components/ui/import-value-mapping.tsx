import { IMPORT_CREATE_PREFIX, type ImportPreview } from '@crm/contracts';
import { Select } from './select';
import { useT } from '../../lib/i18n';

/** What the person mapped each unknown value to: field -> sheet value -> target ('' leaves it empty). */
export type ImportValueMapping = Record<string, Record<string, string>>;

/** The select's own value for "leave empty" (the mapping's ''); the select's '' means "not mapped". */
const LEAVE_EMPTY = '\u0000empty';

export interface ImportValueMappingProps {
  unknownValues: ImportPreview['unknownValues'];
  /** The choices so far; a value not named here is not mapped (left empty, kept in the notes, warned of). */
  values: ImportValueMapping;
  /** Each field's name as the screen shows it. */
  fieldLabels: Record<string, string>;
  /** A stored value as the screens name it (a status, a role); others as they are. */
  valueLabel: (field: string, value: string) => string;
  disabled?: boolean;
  /** A value mapped: the whole mapping chosen so far, this change included. */
  onChange: (values: ImportValueMapping) => void;
}

/**
 * "Values the portal does not know": each column's unknown values with their row counts, each mapped
 * to one of the portal's (a status, a team, a person...), to "leave empty", or, where the person may,
 * to a new team or interest of that name. The preview is asked again on each change (the flow's job).
 */
export function ImportValueMapping({
  unknownValues,
  values,
  fieldLabels,
  valueLabel,
  disabled,
  onChange,
}: ImportValueMappingProps) {
  const { t } = useT();
  if (unknownValues.length === 0) return null;

  const handleChoose = (field: string, sheetValue: string, choice: string) => {
    const { [sheetValue]: _dropped, ...others } = values[field] ?? {};
    const target = choice === LEAVE_EMPTY ? '' : choice;
    const fieldValues = choice === '' ? others : { ...others, [sheetValue]: target };
    onChange({ ...values, [field]: fieldValues });
  };

  return (
    <section className="stack">
      <h3 className="import-preview__heading">{t('imports.valueMapping.title')}</h3>
      <p className="muted import-preview__hint">{t('imports.valueMapping.hint')}</p>
      {unknownValues.map(({ field, values: sheetValues, options, canCreate }) => {
        const fieldLabel = fieldLabels[field] ?? field;
        const optionLabel = (value: string, label: string) => {
          const shown = valueLabel(field, value);
          return shown !== value ? shown : label;
        };
        return (
          <fieldset key={field} className="import-preview__values">
            <legend className="import-preview__header">{fieldLabel}</legend>
            <ul className="plain-list import-preview__columns">
              {sheetValues.map(({ value, count }) => {
                const chosen = values[field]?.[value];
                return (
                  <li key={value} className="import-preview__column">
                    <span>
                      <bdi className="import-preview__header">{value}</bdi>{' '}
                      <span className="muted">{t('imports.valueMapping.rows', { count })}</span>
                    </span>
                    <Select
                      aria-label={t('imports.valueMapping.choose', { field: fieldLabel, value })}
                      value={chosen === undefined ? '' : chosen === '' ? LEAVE_EMPTY : chosen}
                      emptyLabel={t('imports.valueMapping.unmapped')}
                      options={[
                        { value: LEAVE_EMPTY, label: t('imports.valueMapping.leaveEmpty') },
                        ...(canCreate
                          ? [{ value: IMPORT_CREATE_PREFIX, label: t('imports.valueMapping.create', { value }) }]
                          : []),
                        ...options.map((o) => ({ value: o.value, label: optionLabel(o.value, o.label) })),
                      ]}
                      disabled={disabled}
                      onValueChange={(choice) => handleChoose(field, value, choice)}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </section>
  );
}
