import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-error';
import { useLogin } from '../api/login';

/** Email and password, no client checks (spec section 5): the server says what is wrong. */
/** On success the session is stored; the login route then sends the user on. */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password });
  };

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate>
      <Field label="Email">
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label="Password">
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <ErrorText>{login.isError ? errorMessage(login.error, 'Login failed') : null}</ErrorText>
      <Button type="submit" variant="primary" loading={login.isPending} className="login-form__submit">
        Sign in
      </Button>
    </form>
  );
}
