import { useState, type FormEvent } from 'react';
import type { Role } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCreateUser } from '../api/create-user';
import { emptyUserForm, toCreateUserBody, validateNewUser, type UserFormValues } from '../model/user-form';
import { RoleSelect } from './role-select';
import { TeamField, type TeamOption } from './team-field';
import './users.css';

export function UserAddRow({ callerRole, teams }: { callerRole: Role; teams: TeamOption[] }) {
  const [values, setValues] = useState<UserFormValues>(emptyUserForm);
  const [error, setError] = useState<string | null>(null);
  const createUser = useCreateUser();
  const toast = useToast();
  const set = (patch: Partial<UserFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewUser(values);
    setError(invalid);
    if (invalid) return;
    createUser.mutate(toCreateUserBody(values), {
      onSuccess: (user) => {
        toast.success(`User "${user.name}" added`);
        setValues(emptyUserForm());
      },
      onError: (err) => setError(errorMessage(err, 'Add failed')),
    });
  };

  return (
    <form className="user-add-row" onSubmit={handleSubmit} noValidate aria-label="Add user">
      <div className="user-add-row__fields">
        <Field label="Name">
          {(c) => (
            <input
              {...c}
              className="input"
              autoComplete="off"
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Field>
        <Field label="Email">
          {(c) => (
            <input
              {...c}
              className="input"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </Field>
        <Field label="Password">
          {(c) => (
            <input
              {...c}
              className="input"
              type="password"
              autoComplete="new-password"
              placeholder="Default password"
              value={values.password}
              onChange={(e) => set({ password: e.target.value })}
            />
          )}
        </Field>
        <RoleSelect value={values.role} callerRole={callerRole} onChange={(role) => set({ role })} />
        <TeamField role={values.role} teamId={values.teamId} teamIds={values.teamIds} teams={teams} onChange={set} />
        <Button
          type="submit"
          variant="primary"
          icon={<PlusIcon size={18} />}
          loading={createUser.isPending}
          className="user-add-row__submit"
        >
          Add User
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
