import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));
const forgotPassword = vi.fn();
const checkResetLink = vi.fn();
const resetPassword = vi.fn();
const changePassword = vi.fn();
vi.mock('@/lib/api/account', () => ({
  accountApi: {
    forgotPassword: (l: string, t: boolean) => forgotPassword(l, t),
    checkResetLink: (u: string, t: string) => checkResetLink(u, t),
    resetPassword: (u: string, t: string, p: unknown) => resetPassword(u, t, p),
    changePassword: (c: string, p: unknown) => changePassword(c, p),
  },
}));

import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ChangePassword } from '@/components/account/change-password';

const NEUTRAL = 'If an account matches, we have sent a link to reset the password to its e-mail address. The link works once, for 1 hour.';
const LINK_FAILED = 'This link to reset the password is invalid or has expired. Please ask for a new one.';

beforeEach(() => vi.clearAllMocks());

describe('Forgot password', () => {
  it('asks for a phone or e-mail, then shows the server’s one answer', async () => {
    forgotPassword.mockResolvedValue(NEUTRAL);
    render(<ForgotPasswordForm team={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number or e-mail.');
    expect(forgotPassword).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Phone number or e-mail'), ' 9876543210 ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(forgotPassword).toHaveBeenCalledWith('9876543210', false);
  });

  it('says the server’s words when it is asked too often', async () => {
    forgotPassword.mockRejectedValue(new ApiError('Too many requests. Please wait a few minutes.', 429, {}, true));
    render(<ForgotPasswordForm team />);
    await userEvent.type(screen.getByLabelText('Phone number or e-mail'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a few minutes.');
    expect(forgotPassword).toHaveBeenCalledWith('asha@example.in', true);
  });
});

describe('Reset password (the e-mail’s link)', () => {
  const fill = async (password: string, confirm: string) => {
    await userEvent.type(await screen.findByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  };

  it('shows a used or expired link’s message instead of the form, with a way to ask again', async () => {
    checkResetLink.mockRejectedValue(new ApiError(LINK_FAILED, 400, { token: [LINK_FAILED] }, true));
    render(<ResetPasswordForm uid="MTI" token="abc" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_FAILED);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says Passwords do not match. next to the confirmation and sends nothing', async () => {
    checkResetLink.mockResolvedValue(true);
    render(<ResetPasswordForm uid="MTI" token="abc" />);
    await fill('Rangrez@New42', 'Rangrez@New43');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('shows the validators’ messages next to the password, then the success and a link to log in', async () => {
    checkResetLink.mockResolvedValue(true);
    resetPassword.mockRejectedValueOnce(
      new ApiError('Please choose another password.', 400, { password: ['This password is too common.'] }, true),
    );
    render(<ResetPasswordForm uid="MTI" token="abc" />);
    await fill('password1', 'password1');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('This password is too common.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose another password.');

    resetPassword.mockResolvedValueOnce('Your password has been changed. Please log in with the new one.');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fill('Rangrez@New42', 'Rangrez@New42');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Please log in with the new one.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(resetPassword).toHaveBeenLastCalledWith('MTI', 'abc', { password: 'Rangrez@New42', password2: 'Rangrez@New42' });
  });
});

describe('Change password', () => {
  it('needs the current password and shows the server’s verdict on it next to the field', async () => {
    changePassword.mockRejectedValueOnce(
      new ApiError('Please check the form.', 400, { current_password: ['Your current password is not correct.'] }, true),
    );
    render(<ChangePassword />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password.');

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'Rangrez@New42');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Rangrez@New42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not correct.');

    changePassword.mockResolvedValueOnce('Your password has been changed.');
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'Rangrez@Guest1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(changePassword).toHaveBeenLastCalledWith('Rangrez@Guest1', { password: 'Rangrez@New42', password2: 'Rangrez@New42' });
  });
});
