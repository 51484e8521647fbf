import type { Control, FieldValues, UseFormTrigger } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/form-field';
import { translateText, useT } from '../../../lib/i18n';
import { NEW_PASSWORD_TEXT } from '../model/new-password';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/**
 * The new password (the policy's message shows as it is typed) and its confirmation, with the
 * account's email hidden beside them so password managers file it under the right account. Used by
 * the choose-password screen and a sign-in link's welcome screen.
 */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  email,
  control,
  trigger,
}: {
  email: string;
  control: Control<T>;
  trigger: UseFormTrigger<T>;
}) {
  const { t } = useT();
  // Both forms hold these two fields; the generic form type cannot say so to the field's name check.
  const fields = control as unknown as Control<NewPasswordValues>;
  return (
    <>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        control={fields}
        name="newPassword"
        label={t('auth.newPassword')}
        hint={translateText(NEW_PASSWORD_TEXT.hint)}
        autoComplete="new-password"
        onChange={() => void (trigger as unknown as UseFormTrigger<NewPasswordValues>)('newPassword')}
      />
      <PasswordField
        control={fields}
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
