import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render';
import { setLanguage } from '../../../../lib/i18n';
import { LoginForm } from '../login-form';

// What the API answers an empty sign-in (its VALIDATION shape, issues in details).
const EMPTY_SIGN_IN = {
  message: 'email: Email is required',
  code: 'VALIDATION',
  details: [
    { path: ['email'], message: 'Email is required' },
    { path: ['password'], message: 'Password is required' },
  ],
};

describe('Sign-in form', () => {
  it('shows each field error at its field, never the raw "email: ..." message', async () => {
    mockFetch(() => ({ status: 400, body: EMPTY_SIGN_IN }));
    renderWithProviders(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.queryByText(/email: Email is required/)).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field as the form alert', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } }));
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrongwrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  const rateLimited = (retryAfterSeconds: number) => ({
    status: 429,
    body: {
      message: 'Too many failed sign-in attempts. Try again in 1 minute.',
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds },
    },
  });
  const submit = async () => {
    await userEvent.type(screen.getByLabelText(/Email|البريد/), 'a@b.test');
    await userEvent.type(screen.getByLabelText(/Password|كلمة المرور/), 'wrongwrong');
    await userEvent.click(screen.getByRole('button', { name: /Sign in|تسجيل الدخول/ }));
  };

  it('says in how many seconds to try again after too many attempts', async () => {
    mockFetch(() => rateLimited(30));
    renderWithProviders(<LoginForm />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 seconds.');
  });

  it('says at what time to try again when the wait is longer, never too early', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 10, 18, 36, 20) });
    try {
      mockFetch(() => rateLimited(6 * 60)); // 18:42:20: said as 18:43
      renderWithProviders(<LoginForm />);
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many attempts\. Try again at 06:43 PM\.$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says it in Arabic too', async () => {
    await setLanguage('ar');
    mockFetch(() => rateLimited(2));
    renderWithProviders(<LoginForm />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('محاولات كثيرة. حاول مرة أخرى بعد ثانيتين.');
  });

  it('falls back to the server message for a 429 without a wait', async () => {
    mockFetch(() => ({ status: 429, body: { message: 'Slow down', code: 'RATE_LIMITED' } }));
    renderWithProviders(<LoginForm />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down');
  });
});
