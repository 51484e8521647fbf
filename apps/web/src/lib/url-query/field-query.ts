import { createParser } from 'nuqs';
import { OBJECT_ID_PATTERN, type UrlField } from '@crm/contracts/zod-free';
import { defineParsedQuery, type SchemaQuery, type SchemaQueryOptions } from './schema-query';

/** A field's value read from the URL by the contract's plain rules; `null`: not set (or not valid). */
function read(field: UrlField, raw: string): unknown {
  switch (field.kind) {
    case 'text': {
      // Longer text is cut to the limit (a pasted search stays a search), as schema-query.ts does.
      const text = raw.slice(0, field.max).trim();
      return text === '' ? null : text;
    }
    case 'id':
      return OBJECT_ID_PATTERN.test(raw) ? raw : null;
    case 'choice':
      return field.values.includes(raw) ? raw : null;
    case 'number': {
      // As z.coerce.number().int().min(): Number('') is 0, under every minimum.
      const n = Number(raw);
      const valid = Number.isInteger(n) && n >= field.min && (!field.values || field.values.includes(n));
      return valid ? n : null;
    }
  }
}

function fieldParser(field: UrlField) {
  const parser = createParser<unknown>({ parse: (raw) => read(field, raw), serialize: (value) => String(value) });
  return 'default' in field && field.default !== undefined ? parser.withDefault(field.default) : parser;
}

/**
 * The URL state of a list screen from the contract's zod-free field list (e.g. LEAD_LIST_FIELDS):
 * the same as `defineSchemaQuery` without loading zod or building a schema as the screen opens.
 */
export function defineFieldQuery<V extends object>(
  fields: Record<string, UrlField>,
  options: SchemaQueryOptions<V> = {},
): SchemaQuery<V> {
  return defineParsedQuery<V>(
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldParser(field)])),
    options,
  );
}
