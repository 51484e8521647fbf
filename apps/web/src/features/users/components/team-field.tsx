import type { Role } from '@crm/contracts';
import { Field } from '../../../components/ui/field';
import { MultiSelect } from '../../../components/ui/multi-select';
import { teamModeFor } from '../model/user-form';
import { Select } from '../../../components/ui/select';

export interface TeamOption {
  _id: string;
  name: string;
}

interface TeamFieldProps {
  role: Role;
  teamId: string;
  teamIds: string[];
  teams: TeamOption[];
  onChange: (patch: { teamId?: string; teamIds?: string[] }) => void;
}

/** One team for Supervisors and Agents, many for Managers, none for CEO and Admin. */
export function TeamField({ role, teamId, teamIds, teams, onChange }: TeamFieldProps) {
  const mode = teamModeFor(role);
  if (mode === 'many') {
    return (
      <Field label="Teams">
        {({ id }) => (
          <MultiSelect
            id={id}
            label="Teams"
            placeholder="No team"
            emptyText="No teams yet."
            options={teams.map((t) => ({ value: t._id, label: t.name }))}
            value={teamIds}
            onChange={(next) => onChange({ teamIds: next })}
          />
        )}
      </Field>
    );
  }
  return (
    <Field label="Team">
      {(control) => (
        <Select
          {...control}
          value={mode === 'one' ? teamId : ''}
          disabled={mode === 'none'}
          emptyLabel={mode === 'none' ? 'Not in a team' : 'No team'}
          options={mode === 'one' ? teams.map((t) => ({ value: t._id, label: t.name })) : []}
          onValueChange={(next) => onChange({ teamId: next })}
        />
      )}
    </Field>
  );
}
