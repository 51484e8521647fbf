import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, type Invitation, type Role } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { bodyResolver, setServerError } from '../../../lib/forms';
import { useCreateUser } from '../api/create-user';
import { createUserSchema, emptyUserForm, NEW_USER_INVALID, toCreateUserBody } from '../model/user-form';
import { RoleSelect } from './role-select';
import { SignInLinksDialog } from './sign-in-links-dialog';
import { TeamField, type TeamOption } from './team-field';
import './users.css';
import { useT } from '../../../lib/i18n';

export function UserAddRow({ callerRole, teams }: { callerRole: Role; teams: TeamOption[] }) {
  const { t } = useT();
  const form = useForm({ defaultValues: emptyUserForm(), resolver: bodyResolver(createUserSchema, toCreateUserBody) });
  const { control, formState } = form;
  const createUser = useCreateUser();
  const toast = useToast();
  // Added without a password: the new user's sign-in link, shown at once to copy or send.
  const [link, setLink] = useState<Invitation | null>(null);
  // Spec section 5: one alert for a blank name or a bad email; a password's own message stays at its field.
  const { name, email, root } = formState.errors;
  const invalid = [name, email].some((error) => error && error.type !== 'server');
  const alert = invalid ? NEW_USER_INVALID : root?.message;

  const handleSubmit = form.handleSubmit((body) =>
    createUser.mutate(body, {
      onSuccess: (user) => {
        toast.success(t('users.added', { name: user.name }));
        form.reset();
        setLink(user.invitation);
      },
      onError: (err) =>
        setServerError(form, err, {
          fallback: 'Add failed',
          fields: { USER_EMAIL_TAKEN: 'email', PASSWORD_REJECTED: 'password' },
        }),
    }),
  );

  return (
    <form className="user-add-row" onSubmit={handleSubmit} noValidate aria-label={t('users.addForm')}>
      <div className="user-add-row__fields">
        <TextField control={control} name="name" label={t('users.name')} autoComplete="off" />
        <TextField control={control} name="email" label={t('users.email')} type="email" autoComplete="off" />
        <PasswordField
          control={control}
          name="password"
          label={t('users.password')}
          autoComplete="new-password"
          placeholder={t('access.passwordPlaceholder')}
        />
        <RoleSelect control={control} callerRole={callerRole} />
        <TeamField control={control} teams={teams} />
        <Button
          type="submit"
          variant="primary"
          icon={<PlusIcon size={18} />}
          loading={createUser.isPending}
          className="user-add-row__submit"
        >
          {t('users.addUser')}
        </Button>
      </div>
      <ErrorText>{alert}</ErrorText>
      {/* The spec's alert names a 6-character rule; the rule is the contracts' password policy. */}
      {invalid && <p className="muted user-add-row__rule">{t('users.passwordRule', { min: MIN_PASSWORD_LENGTH })}</p>}
      {link && <SignInLinksDialog invitations={[link]} onClose={() => setLink(null)} />}
    </form>
  );
}
