import { IMPORT_CREATE_PREFIX, type ImportBody, matchKey } from '@crm/contracts';
import { AppError, forbidden } from '../../errors/app-error';

/** What the person said a sheet value stands for (`importBody.values`), or that they said nothing. */
export type MappedValue =
  { kind: 'unmapped' } | { kind: 'empty' } | { kind: 'value'; value: string } | { kind: 'create'; name: string };

/** The rules a field's mapping is checked against before any row is read. */
export interface MappableField {
  /** The targets that exist and the caller may choose (values, or ids of teams, people...). */
  allowed: ReadonlySet<string>;
  /** The caller may create what the sheet names (teams, interests: CEO/Admin). */
  mayCreate?: boolean;
}

/**
 * The person's value mapping, checked whole before the sheet is read: a field the import does not map
 * or the caller may not fill is a 403 (an Agent naming an assignee), a target that does not exist or
 * is not theirs to choose a 400, and so is "create" where nothing may be created; only those allowed
 * may create (403). Values are matched as the sheet writes them, whatever their case or letter forms.
 */
export function valueMapping(values: ImportBody['values'], fields: Record<string, MappableField | undefined>) {
  const byField = new Map<string, Map<string, MappedValue>>();
  for (const [field, targets] of Object.entries(values ?? {})) {
    if (Object.keys(targets).length === 0) continue;
    const rules = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!rules) {
      if (Object.hasOwn(fields, field)) throw forbidden(`You may not choose the values of "${field}"`);
      throw new AppError('BAD_REQUEST', `"${field}" has no values to map`);
    }
    const mapped = new Map<string, MappedValue>();
    for (const [sheetValue, target] of Object.entries(targets)) {
      mapped.set(matchKey(sheetValue), readTarget(field, sheetValue, target, rules));
    }
    byField.set(field, mapped);
  }
  return (field: string, sheetValue: string): MappedValue =>
    byField.get(field)?.get(matchKey(sheetValue)) ?? { kind: 'unmapped' };
}

export type ValueMapping = ReturnType<typeof valueMapping>;

function readTarget(field: string, sheetValue: string, target: string, rules: MappableField): MappedValue {
  if (target === '') return { kind: 'empty' };
  if (target.startsWith(IMPORT_CREATE_PREFIX)) {
    if (rules.mayCreate === undefined) throw new AppError('BAD_REQUEST', `"${field}" values cannot be created here`);
    if (!rules.mayCreate) throw forbidden(`You may not create new values of "${field}"`);
    const name = target.slice(IMPORT_CREATE_PREFIX.length).trim() || sheetValue.trim();
    if (!name) throw new AppError('BAD_REQUEST', `A new value of "${field}" needs a name`);
    return { kind: 'create', name };
  }
  if (!rules.allowed.has(target)) {
    throw new AppError('BAD_REQUEST', `"${sheetValue}" is mapped to "${target}", which is not a choice of "${field}"`);
  }
  return { kind: 'value', value: target };
}

/** The values mapped to "create" in `field`, each name once (by `matchKey`). */
export function createdNames(values: ImportBody['values'], field: string): string[] {
  const names = new Map<string, string>();
  for (const [sheetValue, target] of Object.entries(values?.[field] ?? {})) {
    if (!target.startsWith(IMPORT_CREATE_PREFIX)) continue;
    const name = target.slice(IMPORT_CREATE_PREFIX.length).trim() || sheetValue.trim();
    if (name && !names.has(matchKey(name))) names.set(matchKey(name), name);
  }
  return [...names.values()];
}
