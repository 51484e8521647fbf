import { useCallback } from 'react';
import { useQueryStates, type HistoryOptions } from 'nuqs';
import type { QueryPatch, SchemaQuery } from './schema-query';

export interface SchemaQueryStateOptions {
  /** 'push' (default): Back undoes a filter change. 'replace' for corrections the user did not make. */
  history?: HistoryOptions;
}

/**
 * The URL query of a list screen as typed state: `[values, change]`, where `change(patch)` applies
 * the query's rules (page reset, the screen's own) and writes the result, leaving defaults out.
 * Needs the NuqsAdapter (app providers; `nuqs/adapters/testing` in unit tests).
 */
export function useSchemaQueryStates<V>(query: SchemaQuery<V>, { history = 'push' }: SchemaQueryStateOptions = {}) {
  const [values, setValues] = useQueryStates(query.parsers, {
    history,
    clearOnDefault: true,
    // Through the router, not beside it: its location, links and Back stay the one source of truth.
    shallow: false,
  });
  const change = useCallback(
    (patch: QueryPatch<V>, options: SchemaQueryStateOptions = {}) =>
      setValues((current) => query.change(current as V, patch) as Record<string, unknown>, options),
    [query, setValues],
  );
  return [values as V, change] as const;
}
