import { useForm } from 'react-hook-form';
import type { User } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorText } from '../../../components/ui/error-text';
import { UnlockIcon } from '../../../components/ui/icons';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import { formFromUser, toUpdateUserBody, updateUserSchema } from '../model/user-form';
import { RoleSelect } from './role-select';
import { TeamField, type TeamOption } from './team-field';
import { useT } from '../../../lib/i18n';

interface UserEditDialogProps {
  user: User;
  caller: SessionUser;
  teams: TeamOption[];
  onClose: () => void;
  /** Offered when the caller may reset this user's access (a lost password or phone). */
  onNewLink?: () => void;
}

/** Mounted per user (keyed), so the form starts from that user's values. Save waits for a valid form. */
export function UserEditDialog({ user, caller, teams, onClose, onNewLink }: UserEditDialogProps) {
  const { t } = useT();
  const form = useForm({
    mode: 'onChange',
    defaultValues: formFromUser(user),
    resolver: bodyResolver(updateUserSchema, toUpdateUserBody),
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
          toast.success(t('users.saved', { name: saved.name }));
          onClose();
        },
        onError: (err) =>
          setServerError(form, err, {
            fallback: 'Save failed',
            fields: { USER_EMAIL_TAKEN: 'email', PASSWORD_REJECTED: 'password' },
          }),
      },
    );
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('users.editTitle', { name: user.name })}
      onSubmit={() => void handleSave()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={!formState.isValid} loading={updateUser.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className="form-grid">
        <TextField control={control} name="name" label={t('users.name')} />
        <TextField control={control} name="email" label={t('users.email')} type="email" />
        <RoleSelect
          control={control}
          callerRole={caller.role}
          disabled={isSelf}
          hint={isSelf ? t('users.ownRole') : undefined}
        />
        <TeamField control={control} teams={teams} />
        <PasswordField
          control={control}
          name="password"
          label={t('users.newPassword')}
          autoComplete="new-password"
          hint={isSelf ? t('users.passwordHintSelf') : t('users.passwordHintOther')}
        />
        <label className="checkbox form-grid__full">
          <input type="checkbox" {...form.register('active')} disabled={isSelf} />
          <span>{t('users.active')}</span>
          {isSelf && <span className="muted">{t('users.ownActive')}</span>}
        </label>
        {onNewLink && (
          <div className="row-ends row-ends--wrap row-ends--tight user-edit__access form-grid__full">
            <span className="muted">{t('access.lostAccess')}</span>
            <Button size="sm" icon={<UnlockIcon size={16} />} onClick={onNewLink}>
              {t('access.resetTitle')}
            </Button>
          </div>
        )}
      </div>
      <ErrorText>{formState.errors.root?.message}</ErrorText>
    </Dialog>
  );
}
