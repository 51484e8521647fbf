import { createLoader, createParser, createSerializer, type SingleParserBuilder } from 'nuqs';
import type { z } from 'zod';
import { sortSearchParams } from './sort-search-params';

/** The query schema of a list endpoint (a contract's `list<X>Query`), or a screen's narrowing of it. */
export type QuerySchema = z.ZodObject;

type Value<T> = undefined extends T ? Exclude<T, undefined> | null : T;

/**
 * A list screen's state as kept in the URL: every field of the schema, typed as the schema outputs it.
 * A field with a default always has a value; an optional one is `null` when not set.
 */
export type QueryValues<S extends QuerySchema> = { [K in keyof z.output<S>]-?: Value<z.output<S>[K]> };

/** A change: keys left out stay as they are; `null` or '' (a select's empty choice) clears a key. */
export type QueryPatch<V> = { [K in keyof V]?: V[K] | null | '' };

export interface SchemaQueryOptions<V> {
  /** The page number: a change to any other key sends the list back to its first page. */
  pageKey?: keyof V & string;
  /** A screen's own rule, applied to every change before the page rule (an order drops a column sort). */
  refine?: (patch: QueryPatch<V>) => QueryPatch<V>;
}

export interface SchemaQuery<V> {
  /** nuqs parsers, one a field, each with the field's default. */
  readonly parsers: Record<string, SingleParserBuilder<unknown>>;
  /** The values of an empty query. */
  readonly defaults: Readonly<V>;
  /** Reads a URL query; a missing or invalid field gets its default, the others keep theirs. */
  parse(search: URLSearchParams | string): V;
  /** The URL query (`?a=1&b=2`, keys sorted, defaults left out) of these values; '' when all are defaults. */
  serialize(values: QueryPatch<V>): string;
  /** Applies a change: the screen's rule, then the page rule. Pure; the hook writes its result. */
  change(values: V, patch: QueryPatch<V>): V;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** The max length of a text field (`boundedText(100)`), through optional/default/pipe wrappers. */
function textLimit(schema: z.ZodType): number | undefined {
  const def = schema.def as Def;
  if (def.type === 'string') return (schema as z.ZodString).maxLength ?? undefined;
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? textLimit(inner) : undefined;
}

/**
 * A nuqs parser that reads one field with the schema's own rules (enums, ids, literals, coerced
 * numbers, limits, trims); anything the schema refuses is "not set", so the field falls back to its
 * default on its own. Empty text is "not set" too. Text longer than the field's limit is cut to it
 * (a pasted search stays a search) instead of being dropped.
 */
function fieldParser(field: z.ZodType) {
  const limit = textLimit(field);
  const parser = createParser<unknown>({
    parse: (raw) => {
      const result = field.safeParse(limit === undefined ? raw : raw.slice(0, limit));
      return result.success && result.data !== undefined && result.data !== '' ? result.data : null;
    },
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  });
  const fallback = field.safeParse(undefined);
  return fallback.success && fallback.data != null ? parser.withDefault(fallback.data) : parser;
}

const cleared = (value: unknown) => value === '' || value === null;

/**
 * Builds the URL state of a list screen from its query schema, once per screen (module level):
 * the parsers for `useSchemaQueryStates`, and the same rules as pure functions for tests and links.
 */
export function defineSchemaQuery<S extends QuerySchema>(
  schema: S,
  options: SchemaQueryOptions<QueryValues<S>> = {},
): SchemaQuery<QueryValues<S>> {
  const parsers = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, fieldParser(field as z.ZodType)]),
  );
  return defineParsedQuery<QueryValues<S>>(parsers, options);
}

/** The URL state of a list screen from one nuqs parser a field (field-query.ts builds them without zod). */
export function defineParsedQuery<V extends object>(
  parsers: Record<string, SingleParserBuilder<unknown>>,
  options: SchemaQueryOptions<V> = {},
): SchemaQuery<V> {
  const load = createLoader(parsers);
  const write = createSerializer(parsers, { processUrlSearchParams: sortSearchParams });
  const defaults = Object.freeze(load(new URLSearchParams()) as V);
  const { pageKey, refine } = options;

  return {
    parsers,
    defaults,
    parse: (search) => load(typeof search === 'string' ? new URLSearchParams(search) : search) as V,
    serialize: (values) =>
      write(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, cleared(value) ? null : value]))),
    change(values, patch) {
      const refined = refine ? refine(patch) : patch;
      const next: Record<string, unknown> = { ...(values as Record<string, unknown>) };
      let otherThanPage = false;
      for (const [key, value] of Object.entries(refined)) {
        if (value === undefined) continue;
        next[key] = cleared(value) ? defaults[key as keyof V] : value;
        if (key !== pageKey) otherThanPage = true;
      }
      if (pageKey && otherThanPage && refined[pageKey] === undefined) next[pageKey] = defaults[pageKey];
      return next as V;
    },
  };
}

/** The values to send to the API: the fields that are not set are left out. */
export function toApiQuery<V extends object>(values: V) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as {
    [K in keyof V as null extends V[K] ? never : K]: V[K];
  } & { [K in keyof V as null extends V[K] ? K : never]?: Exclude<V[K], null> };
}
