import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import { emptyNewPassword, NEW_PASSWORD_TEXT, newPasswordErrors, type NewPasswordValues } from '../model/new-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Current password, new password and its confirmation. The policy's message shows under the new
 * password as it is typed; the other checks show once the form is sent, and focus goes to the
 * first field that needs a fix. On success the fresh session is stored and the route moves on.
 */
export function ChoosePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState<NewPasswordValues>(emptyNewPassword);
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<keyof NewPasswordValues, HTMLInputElement | null>>>({});
  const changePassword = useChangePassword();

  const errors = newPasswordErrors(values, email);
  const shown = (field: keyof NewPasswordValues) =>
    submitted || (field === 'newPassword' && values.newPassword !== '') ? (errors[field] ?? null) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    changePassword.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  const passwordInput = (field: keyof NewPasswordValues, autoComplete: string) => (control: object) => (
    <input
      {...control}
      ref={(element) => {
        inputs.current[field] = element;
      }}
      className="input"
      type="password"
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
    />
  );

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current password" error={shown('currentPassword')}>
        {passwordInput('currentPassword', 'current-password')}
      </Field>
      <Field label="New password" hint={NEW_PASSWORD_TEXT.hint} error={shown('newPassword')}>
        {passwordInput('newPassword', 'new-password')}
      </Field>
      <Field label="Confirm new password" error={shown('confirmPassword')}>
        {passwordInput('confirmPassword', 'new-password')}
      </Field>
      <ErrorText>
        {changePassword.isError ? errorMessage(changePassword.error, 'Could not change the password') : null}
      </ErrorText>
      <Button type="submit" variant="primary" loading={changePassword.isPending} className="login-form__submit">
        Save and continue
      </Button>
    </form>
  );
}
