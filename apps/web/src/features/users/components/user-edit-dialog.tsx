import { useState } from 'react';
import type { User } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import {
  canSaveUserEdit,
  formFromUser,
  isValidEmail,
  optionalPasswordProblem,
  toUpdateUserBody,
  type UserFormValues,
} from '../model/user-form';
import { RoleSelect } from './role-select';
import { TeamField, type TeamOption } from './team-field';

interface UserEditDialogProps {
  user: User;
  caller: SessionUser;
  teams: TeamOption[];
  onClose: () => void;
}

/** Mounted per user (keyed), so the form starts from that user's values. */
export function UserEditDialog({ user, caller, teams, onClose }: UserEditDialogProps) {
  const [values, setValues] = useState<UserFormValues>(() => formFromUser(user));
  const [active, setActive] = useState(user.active);
  const [error, setError] = useState<string | null>(null);
  const updateUser = useUpdateUser();
  const toast = useToast();
  const isSelf = user._id === caller._id;
  const set = (patch: Partial<UserFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const canSave = canSaveUserEdit(values);

  const handleSave = () => {
    if (!canSave || updateUser.isPending) return;
    setError(null);
    updateUser.mutate(
      { id: user._id, body: toUpdateUserBody(values, active) },
      {
        onSuccess: (saved) => {
          toast.success(`User "${saved.name}" saved`);
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Save failed')),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${user.name}`}
      onSubmit={handleSave}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!canSave} loading={updateUser.isPending}>
            Save
          </Button>
        </>
      }
    >
      <div className="form-grid">
        <Field label="Name" error={values.name.trim() ? null : 'Name is required'}>
          {(c) => (
            <input {...c} className="input" value={values.name} onChange={(e) => set({ name: e.target.value })} />
          )}
        </Field>
        <Field label="Email" error={isValidEmail(values.email) ? null : 'Please enter a valid email'}>
          {(c) => (
            <input
              {...c}
              className="input"
              type="email"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </Field>
        <RoleSelect
          value={values.role}
          callerRole={caller.role}
          onChange={(role) => set({ role })}
          disabled={isSelf}
          hint={isSelf ? 'You cannot change your own role.' : undefined}
        />
        <TeamField role={values.role} teamId={values.teamId} teamIds={values.teamIds} teams={teams} onChange={set} />
        <Field
          label="New password"
          hint={
            isSelf
              ? 'Optional. Leave empty to keep the current password.'
              : 'Optional. Leave empty to keep the current password. They choose their own at their next sign-in.'
          }
          error={optionalPasswordProblem(values.password, values.email)}
        >
          {(c) => (
            <input
              {...c}
              className="input"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set({ password: e.target.value })}
            />
          )}
        </Field>
        <label className="checkbox form-grid__full">
          <input type="checkbox" checked={active} disabled={isSelf} onChange={(e) => setActive(e.target.checked)} />
          <span>Active</span>
          {isSelf && <span className="muted">(you cannot deactivate your own account)</span>}
        </label>
      </div>
      <ErrorText>{error}</ErrorText>
    </Dialog>
  );
}
