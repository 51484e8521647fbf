import { useEffect, useState } from 'react';
import type { Lead, Paginated } from '@crm/contracts';
import { useCurrentUser } from '../../../lib/use-session';
import type { LeadFilters } from '../model/lead-filters';
import {
  bulkActionsFor,
  bulkTarget,
  filterKey,
  isSelected,
  noSelection,
  offersAllMatching,
  pageState,
  selectedCount,
  toggleLead,
  togglePage,
  type LeadSelection,
} from '../model/lead-selection';
import type { LeadTableSelection } from './lead-table';
import { useBulkActions } from './use-bulk-actions';

/**
 * The leads table's selection and what the bulk bar needs: the chosen rows, "all N matching", the
 * actions the role may take. A new filter drops the selection ("all matching" would mean other leads).
 */
export function useLeadSelection(filters: LeadFilters, page: Paginated<Lead> | undefined) {
  const caller = useCurrentUser();
  const actions = bulkActionsFor(caller);
  const [selection, setSelection] = useState<LeadSelection>(noSelection);
  const key = filterKey(filters);
  useEffect(() => setSelection(noSelection), [key]);

  const pageIds = page?.items.map((lead) => lead._id) ?? [];
  const total = page?.total ?? 0;
  const count = selectedCount(selection);
  const clear = () => setSelection(noSelection);
  const bulkActions = useBulkActions({ target: bulkTarget(selection, filters), count, onDone: clear });

  const table: LeadTableSelection | undefined = actions.length
    ? {
        isSelected: (id) => isSelected(selection, id),
        onToggle: (lead) => setSelection((s) => toggleLead(s, lead._id)),
        page: pageState(selection, pageIds),
        onTogglePage: () => setSelection((s) => togglePage(s, pageIds)),
      }
    : undefined;

  const bar =
    count > 0
      ? {
          count,
          allMatching: selection.kind === 'matching',
          offerMatching: offersAllMatching(selection, pageIds, total) ? total : null,
          offerPage: selection.kind === 'ids' && pageState(selection, pageIds) !== 'all',
          actions,
          busy: bulkActions.pending,
          onSelectMatching: () => setSelection({ kind: 'matching', total }),
          onSelectPage: () => setSelection((s) => togglePage(s, pageIds)),
          onClear: clear,
        }
      : null;

  return { table, bar, count, actions: bulkActions };
}
