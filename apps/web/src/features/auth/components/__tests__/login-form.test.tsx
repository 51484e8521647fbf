import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render';
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
});
