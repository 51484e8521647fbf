import { useState } from 'react';
import type { UserRef } from '@crm/contracts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAssignees } from '../../../shared-api/leads';

/**
 * Who a lead can go to: a debounced search (when `searching`) and the chosen person, kept as a
 * person rather than an id so the choice stays valid after a new search hides them.
 */
export function useAssigneePicker({ searching = true }: { searching?: boolean } = {}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UserRef | null>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const assignees = useAssignees(searching ? debounced : '');
  const people = assignees.data ?? [];
  /** The matches, with the chosen person first when the search no longer finds them. */
  const options = chosen && !people.some((p) => p._id === chosen._id) ? [chosen, ...people] : people;
  const choose = (userId: string) => setChosen(options.find((p) => p._id === userId) ?? null);
  return { search, setSearch, debounced, assignees, people, options, chosen, choose };
}
