import { BULK_LEAD_ACTIONS, BULK_MAX_MATCHING, canBulk, type BulkLeadAction, type Role } from '@crm/contracts';
// The filter keys without zod: the leads screen builds no schema as it opens (lead-filters.ts).
import { LEAD_FILTER_FIELDS } from '@crm/contracts/zod-free';

/**
 * The rows chosen in the leads table: some ids (ticked one by one or a page at a time), or every
 * lead matching the current filters ("Select all N matching"), which the server resolves itself.
 */
export type LeadSelection = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'matching'; total: number };

export const noSelection: LeadSelection = { kind: 'ids', ids: new Set() };

export const selectedCount = (selection: LeadSelection) =>
  selection.kind === 'matching' ? selection.total : selection.ids.size;

export const isSelected = (selection: LeadSelection, id: string) =>
  selection.kind === 'matching' || selection.ids.has(id);

export function toggleLead(selection: LeadSelection, id: string): LeadSelection {
  // Unticking one row of "all matching" falls back to the ids of nothing: the page is all we know.
  const ids = new Set(selection.kind === 'ids' ? selection.ids : []);
  if (!ids.delete(id)) ids.add(id);
  return { kind: 'ids', ids };
}

/** The header checkbox: 'all' when every row of the page is chosen, 'some' for a few. */
export function pageState(selection: LeadSelection, pageIds: readonly string[]): 'all' | 'some' | 'none' {
  if (pageIds.length === 0) return 'none';
  const chosen = pageIds.filter((id) => isSelected(selection, id)).length;
  return chosen === 0 ? 'none' : chosen === pageIds.length ? 'all' : 'some';
}

/** Ticks the whole page, or unticks it when it is all ticked already. */
export function togglePage(selection: LeadSelection, pageIds: readonly string[]): LeadSelection {
  if (pageState(selection, pageIds) === 'all') {
    if (selection.kind === 'matching') return noSelection;
    const ids = new Set(selection.ids);
    for (const id of pageIds) ids.delete(id);
    return { kind: 'ids', ids };
  }
  const ids = new Set(selection.kind === 'ids' ? selection.ids : []);
  for (const id of pageIds) ids.add(id);
  return { kind: 'ids', ids };
}

/**
 * "Select all N matching" is offered once the whole page is ticked and more leads match than it
 * shows, up to what one bulk request may touch (beyond it the server asks to narrow the filter).
 */
export const offersAllMatching = (selection: LeadSelection, pageIds: readonly string[], total: number) =>
  selection.kind === 'ids' &&
  total > pageIds.length &&
  total <= BULK_MAX_MATCHING &&
  pageState(selection, pageIds) === 'all';

/** The bulk actions a role may take, as the API allows them (the contracts' BULK_ACTION_PERMISSION). */
export const bulkActionsFor = (user: { role: Role } | null | undefined): BulkLeadAction[] =>
  BULK_LEAD_ACTIONS.filter((action) => action !== 'restore' && canBulk(user, action));

type Filters = Partial<Record<keyof typeof LEAD_FILTER_FIELDS, string | null>>;

/** What a bulk request names: the ids chosen, or the list's narrowing filters (never its order or page). */
export function bulkTarget(selection: LeadSelection, filters: Filters): { ids: string[] } | { filter: Filters } {
  if (selection.kind === 'ids') return { ids: [...selection.ids] };
  const keys = Object.keys(LEAD_FILTER_FIELDS) as (keyof Filters)[];
  return { filter: Object.fromEntries(keys.flatMap((key) => (filters[key] ? [[key, filters[key]]] : []))) };
}

/** A filter's identity: when it changes, "all matching" means other leads, so the selection is dropped. */
export const filterKey = (filters: Filters) =>
  JSON.stringify((Object.keys(LEAD_FILTER_FIELDS) as (keyof Filters)[]).map((key) => filters[key] ?? null));
