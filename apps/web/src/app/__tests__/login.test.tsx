import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { getSession, login } from '../../lib/session';
import { routes } from '../router';

const mona = makeUser({ name: 'Mona Hassan', role: 'Manager' });

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('tells newcomers to use their link, and switches to Arabic before signing in', async () => {
    mockFetch(() => ({ status: 404 }));
    renderRoutes(routes, { path: '/login' });
    expect(
      await screen.findByText('New here? Open the sign-in link you were sent to choose your password.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('جديد هنا؟ افتح رابط الدخول الذي أُرسل إليك لتختار كلمة المرور.')).toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails", async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    renderRoutes(routes, { path: '/login' });
    await signIn('mona@agency.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(getSession()).toBeNull();
  });

  it('shows "Login failed" when the server gives no message', async () => {
    mockFetch(() => ({ status: 500 }));
    renderRoutes(routes, { path: '/login' });
    await signIn('mona@agency.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("checks nothing itself and shows the server's issues at their fields", async () => {
    const { calls } = mockFetch(() => ({
      status: 400,
      body: {
        message: 'email: Email is required',
        code: 'VALIDATION',
        details: [
          { code: 'too_small', path: ['email'], message: 'Email is required' },
          { code: 'too_small', path: ['password'], message: 'Password is required' },
        ],
      },
    }));
    renderRoutes(routes, { path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(calls[0]!.body).toEqual({ email: '', password: '' });
  });

  it('signs in, stores the session and opens the dashboard', async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/login' ? { body: { token: 'tok', user: mona } } : { body: mona },
    );
    const { router } = renderRoutes(routes, { path: '/login' });
    await signIn('mona@agency.test', 'manager123');

    expect(await screen.findByRole('heading', { name: 'Welcome, Mona Hassan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()?.token).toBe('tok');
    expect(calls[0]!.body).toEqual({ email: 'mona@agency.test', password: 'manager123' });
  });

  it('sends a signed-in user straight to the dashboard', async () => {
    mockFetch(() => ({ body: mona }));
    login('tok', mona);
    const { router } = renderRoutes(routes, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Mona Hassan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
