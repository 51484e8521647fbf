import { useForm } from 'react-hook-form';
import { updateUserBody, type User } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import { formFromUser, toUpdateUserBody } from '../model/user-form';
import { RoleSelect } from './role-select';
import { TeamField, type TeamOption } from './team-field';

interface UserEditDialogProps {
  user: User;
  caller: SessionUser;
  teams: TeamOption[];
  onClose: () => void;
}

/** Mounted per user (keyed), so the form starts from that user's values. Save waits for a valid form. */
export function UserEditDialog({ user, caller, teams, onClose }: UserEditDialogProps) {
  const form = useForm({
    mode: 'onChange',
    defaultValues: formFromUser(user),
    resolver: bodyResolver(updateUserBody, toUpdateUserBody),
  });
  const { control, formState } = form;
  const updateUser = useUpdateUser();
  const toast = useToast();
  const isSelf = user._id === caller._id;

  const handleSave = form.handleSubmit((body) => {
    if (updateUser.isPending) return;
    updateUser.mutate(
      { id: user._id, body },
      {
        onSuccess: (saved) => {
          toast.success(`User "${saved.name}" saved`);
          onClose();
        },
        onError: (err) => setServerError(form, err, { fallback: 'Save failed', fields: { USER_EMAIL_TAKEN: 'email' } }),
      },
    );
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${user.name}`}
      onSubmit={() => void handleSave()}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!formState.isValid} loading={updateUser.isPending}>
            Save
          </Button>
        </>
      }
    >
      <div className="form-grid">
        <TextField control={control} name="name" label="Name" />
        <TextField control={control} name="email" label="Email" type="email" />
        <RoleSelect
          control={control}
          callerRole={caller.role}
          disabled={isSelf}
          hint={isSelf ? 'You cannot change your own role.' : undefined}
        />
        <TeamField control={control} teams={teams} />
        <TextField
          control={control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={
            isSelf
              ? 'Optional. Leave empty to keep the current password.'
              : 'Optional. Leave empty to keep the current password. They choose their own at their next sign-in.'
          }
        />
        <label className="checkbox form-grid__full">
          <input type="checkbox" {...form.register('active')} disabled={isSelf} />
          <span>Active</span>
          {isSelf && <span className="muted">(you cannot deactivate your own account)</span>}
        </label>
      </div>
      <ErrorText>{formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
