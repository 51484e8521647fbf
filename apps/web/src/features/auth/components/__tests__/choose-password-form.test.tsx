import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render';
import { setLanguage } from '../../../../lib/i18n';
import { ChoosePasswordForm } from '../choose-password-form';

const EMAIL = 'laila.hassan@agency.test';
const NAME = 'Laila Hassan';
const ok = { current: 'Welcome123', next: 'Quiet-Harbor-42', confirm: 'Quiet-Harbor-42' };

async function send(values: Partial<typeof ok>) {
  const { current, next, confirm } = { ...ok, ...values };
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
}

describe('Choose a new password form', () => {
  it.each([
    ['no current password', { current: '' }, 'Current password', 'Current password is required'],
    [
      'a short new password',
      { next: 'Ab1-xyz', confirm: 'Ab1-xyz' },
      'New password',
      'Password must be at least 8 characters',
    ],
    [
      'a common one',
      { next: 'Password1', confirm: 'Password1' },
      'New password',
      'Too easy to guess: This is a commonly used password.',
    ],
    [
      'a keyboard walk',
      { next: 'zxcvbnm1', confirm: 'zxcvbnm1' },
      'New password',
      'Too easy to guess: This is a commonly used password.',
    ],
    [
      'her own name with a year',
      { next: 'LailaHassan2025', confirm: 'LailaHassan2025' },
      'New password',
      "Too easy to guess: It contains a name, the email or the agency's name.",
    ],
    [
      'the email name',
      { next: 'Laila.Hassan', confirm: 'Laila.Hassan' },
      'New password',
      'Password must not be your email address or the part before the @',
    ],
    [
      'the current one again',
      { current: 'Quiet-Harbor-42' },
      'New password',
      'Please choose a password different from the current one',
    ],
    ['a different confirmation', { confirm: 'Quiet-Harbor-43' }, 'Confirm new password', 'The passwords do not match'],
  ])('refuses %s at its field and sends nothing', async (_, values, label, message) => {
    const { calls } = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<ChoosePasswordForm email={EMAIL} name={NAME} />);
    await send(values);

    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(field).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password (CURRENT_PASSWORD_WRONG) at that field', async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: 'Your current password is not correct', code: 'CURRENT_PASSWORD_WRONG' },
    }));
    renderWithProviders(<ChoosePasswordForm email={EMAIL} name={NAME} />);
    await send({ current: 'wrong' });

    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not correct'));
    expect(current).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says why a password is weak in Arabic as it is typed, and sends nothing', async () => {
    await setLanguage('ar');
    const { calls } = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<ChoosePasswordForm email={EMAIL} name={NAME} />);
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'Passw0rd!');
    const field = screen.getByLabelText('كلمة المرور الجديدة');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/سهلة التخمين: هذه تشبه كلمة مرور شائعة الاستخدام\.$/),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the API refusal of a weak password in Arabic at the field', async () => {
    await setLanguage('ar');
    mockFetch(() => ({
      status: 400,
      body: {
        message: "Too easy to guess: It contains a name, the email or the agency's name.",
        code: 'PASSWORD_REJECTED',
      },
    }));
    renderWithProviders(<ChoosePasswordForm email={EMAIL} name={NAME} />);
    await userEvent.type(screen.getByLabelText('كلمة المرور الحالية'), 'Welcome123');
    // Strong for the estimator here: the agency's name is known to the API only.
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'Quiet-Harbor-42');
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'Quiet-Harbor-42');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ ومتابعة' }));
    await waitFor(() =>
      expect(screen.getByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription(
        /سهلة التخمين: تحتوي على اسم أو على البريد الإلكتروني أو على اسم الوكالة\.$/,
      ),
    );
  });
});
