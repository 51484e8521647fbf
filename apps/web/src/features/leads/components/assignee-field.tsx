import { useState } from 'react';
import type { UserRef } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAssignees } from '../api/get-assignees';
import { Select } from '../../../components/ui/select';

/** CEO/Admin choose who a new lead goes to: a search, then a pick among the matches. */
export function AssigneeField({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UserRef | null>(null);
  const assignees = useAssignees(useDebouncedValue(search.trim(), 250));
  const people = assignees.data ?? [];
  // The chosen person stays offered after a new search.
  const options = chosen && !people.some((p) => p._id === chosen._id) ? [chosen, ...people] : people;

  return (
    <>
      <Field label="Find assignee" hint={assignees.isFetching ? 'Searching…' : undefined}>
        {(c) => (
          <input
            {...c}
            className="input"
            type="search"
            placeholder="Name or email"
            value={search}
            // Enter here narrows the list; it must not send the whole form.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </Field>
      <Field label="Assign to">
        {(c) => (
          <Select
            {...c}
            value={value}
            emptyLabel="Unassigned"
            options={options.map((p) => ({ value: p._id, label: p.role ? `${p.name} (${p.role})` : p.name }))}
            onValueChange={(next) => {
              setChosen(options.find((p) => p._id === next) ?? null);
              onChange(next);
            }}
          />
        )}
      </Field>
    </>
  );
}
